#ifndef SPINNERGEN_CFREETYPE_SHIM_H
#define SPINNERGEN_CFREETYPE_SHIM_H
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H

// Stand-ins for FreeType macros whose expressions Swift cannot import.

/// FT_HAS_KERNING: the face has a 'kern' table that FT_Get_Kerning reads (GPOS is not read).
static inline int spinner_ft_has_kerning(FT_Face face) { return FT_HAS_KERNING(face) ? 1 : 0; }

/// Outlines in font units, unhinted, never an embedded bitmap.
static inline FT_Int32 spinner_ft_load_flags_unscaled_outline(void) {
    return FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP;
}

/// FreeType's own message for an error code. Debian builds FreeType without
/// FT_CONFIG_OPTION_ERROR_STRINGS, so FT_Error_String returns NULL there; this expands the error
/// list of fterrors.h into a switch, as that header documents.
static inline const char *spinner_ft_error_message(FT_Error error) {
#undef FTERRORS_H_
#define FT_ERRORDEF(e, v, s) case v: return s;
#define FT_ERROR_START_LIST switch (error) {
#define FT_ERROR_END_LIST }
#include FT_ERRORS_H
    return "unknown FreeType error";
}
#endif
