/// How YUV samples span their code values.
public enum ColorRange: String, CaseIterable, Hashable, Sendable {
    /// Video ("tv", MPEG) range: 8-bit luma 16...235, chroma 16...240; 10-bit 64...940 / 64...960.
    case limited
    /// Full ("pc", JPEG) range: every code value.
    case full
}
