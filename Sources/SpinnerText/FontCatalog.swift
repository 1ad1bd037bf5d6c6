#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Finds a font file by the names a document gives it (a PostScript name, a family and a
/// style), in the folders given first and then the system's font folders, reading the names
/// each font declares through FreeType: fontconfig is not needed, and a document's fonts are
/// few, so a scan on first use is cheap.
public struct FontCatalog: Sendable {
    /// Folders searched first, not descending into subfolders (a document's own folder and its
    /// `fonts` folder, say), then `systemFolders` and theirs.
    public var folders: [String]
    /// Font files read at most, so a machine with a huge font collection stays bounded.
    public var maxFiles = 4_000

    /// Where Linux distributions and users keep fonts.
    public static let systemFolders: [String] = {
        var folders = ["/usr/share/fonts", "/usr/local/share/fonts"]
        if let home = ProcessInfo.processInfo.environment["HOME"], !home.isEmpty {
            folders += [home + "/.local/share/fonts", home + "/.fonts"]
        }
        return folders
    }()

    public init(folders: [String] = []) { self.folders = folders }

    /// The font named `postScriptName`, else the one of `family` in `style` (or the family's
    /// regular style when `style` is empty), else nil. Names compare ignoring case, spaces,
    /// hyphens and underscores ("AvenirNext-Medium", "Avenir Next" "Medium").
    public func font(postScriptName: String, family: String, style: String) -> Font? {
        let wanted = Self.key(postScriptName), wantedFamily = Self.key(family)
        let wantedStyle = style.isEmpty ? nil : Self.key(style)
        // The given folders first; within each part a file named as the family is the likeliest,
        // so read those first (a stable partition: the font found stays the same).
        func match(_ part: ArraySlice<(path: String, given: Bool)>) -> Font? {
            let isNamed = part.map { Self.key(String($0.path.split(separator: "/").last ?? "")).hasPrefix(wantedFamily) }
            let ordered = zip(part, isNamed).filter { $0.1 }.map(\.0.path) + zip(part, isNamed).filter { !$0.1 }.map(\.0.path)
            var familyMatch: Font?, regularMatch: Font?
            for path in ordered {
                guard let font = try? Font(contentsOf: path) else { continue }
                if !wanted.isEmpty, Self.key(font.postScriptName) == wanted { return font }
                guard Self.key(font.familyName) == wantedFamily, !wantedFamily.isEmpty else { continue }
                let fontStyle = Self.key(font.styleName)
                if let wantedStyle, fontStyle == wantedStyle { familyMatch = familyMatch ?? font }
                if ["regular", "book", "roman", "normal"].contains(fontStyle) { regularMatch = regularMatch ?? font }
            }
            return familyMatch ?? (wantedStyle == nil ? regularMatch : nil)
        }
        let files = fontFiles()
        let split = files.firstIndex { !$0.given } ?? files.endIndex
        return match(files[..<split]) ?? match(files[split...])
    }

    /// Font files under the folders (`.ttf`, `.otf`, `.ttc`), the folders' own first, each
    /// folder's files in name order so the same machine always finds the same font.
    func fontFiles() -> [(path: String, given: Bool)] {
        var found: [(path: String, given: Bool)] = []
        var seen = Set<String>()
        func isFont(_ name: String) -> Bool {
            let lower = name.lowercased()
            return lower.hasSuffix(".ttf") || lower.hasSuffix(".otf") || lower.hasSuffix(".ttc")
        }
        let shallow = folders.map { ($0, false) }, deep = Self.systemFolders.map { ($0, true) }
        for (folder, descends) in shallow + deep where found.count < maxFiles {
            var names: [String] = []
            if descends {
                // Depth-first, each folder's entries in name order; symlinked folders are not
                // followed, so a loop of links cannot trap the walk.
                func walk(_ relative: String, depth: Int) {
                    let here = relative.isEmpty ? folder : folder + "/" + relative
                    for entry in ((try? FileManager.default.contentsOfDirectory(atPath: here)) ?? []).sorted() where names.count < maxFiles {
                        let name = relative.isEmpty ? entry : relative + "/" + entry
                        if isFont(entry) { names.append(name); continue }
                        let attributes = try? FileManager.default.attributesOfItem(atPath: here + "/" + entry)
                        if depth < 8, attributes?[.type] as? FileAttributeType == .typeDirectory { walk(name, depth: depth + 1) }
                    }
                }
                walk("", depth: 0)
            } else {
                names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter(isFont)
            }
            for name in names.sorted() where found.count < maxFiles {
                let path = folder + "/" + name
                if seen.insert(path).inserted { found.append((path, !descends)) }
            }
        }
        return found
    }

    private static func key(_ name: String) -> String {
        String(name.lowercased().filter { $0 != " " && $0 != "-" && $0 != "_" })
    }
}
