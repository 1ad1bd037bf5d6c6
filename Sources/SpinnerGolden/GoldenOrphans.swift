#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SpinnerSystem

/// Keeps a `Goldens/` folder honest: every golden PNG belongs to a name some test checks, and
/// none is larger than a golden should be. A golden left behind by a renamed or deleted test
/// would otherwise sit in the repository for ever, checked by nothing.
///
/// The folder holds one folder per test file (`GoldenImage`); the caller says, per test file,
/// which golden names its tests check, and `find` reports what does not fit.
public enum GoldenOrphans {
    /// One thing wrong with a `Goldens/` folder.
    public struct Finding: Hashable, Sendable, CustomStringConvertible {
        public enum Kind: String, Hashable, Sendable {
            /// A PNG no test declares: an orphan, or a name missing from the declaration.
            case unused
            /// A declared name with no PNG: the golden was never recorded, or was deleted.
            case missing
            /// A PNG larger than the size limit.
            case oversize
        }

        public let kind: Kind
        /// The PNG's path (for `.missing`, where it would be).
        public let path: String
        /// The PNG's size, for `.oversize`.
        public let bytes: Int?

        public var description: String {
            switch kind {
            case .unused: return "\(path): no test checks this golden (delete it, or declare its name as used)"
            case .missing: return "\(path): declared as used, but there is no such golden (record it, or drop the name)"
            case .oversize: return "\(path): \(GoldenImage.kibibytes(bytes ?? 0)) is over the size limit for a golden (render a smaller frame)"
            }
        }
    }

    /// What is wrong with `goldens` (a folder of per-test-file folders) given `used`: each test
    /// file's name (without `.swift`) and the golden names (without `.png`) its tests check.
    /// Reports PNGs not named in `used` (including any outside a test file's folder, or in the
    /// folder of a file `used` does not list), names in `used` with no PNG, and PNGs over
    /// `sizeLimit` bytes; sorted by path. A missing `goldens` folder holds nothing.
    public static func find(in goldens: String, used: [String: Set<String>],
                            sizeLimit: Int = GoldenImage.defaultSizeLimit) throws -> [Finding] {
        let root = URL(fileURLWithPath: goldens)
        var findings: [Finding] = []
        var present: Set<String> = []   // "<file>/<name>" of every PNG found
        let fm = FileManager.default
        if fm.fileExists(atPath: root.path) {
            // Every path under the folder, relative to it (symlinked folders are not entered).
            for relative in try fm.subpathsOfDirectory(atPath: root.path) where FilePath.extension(of: relative) == "png" {
                let values = try fm.attributesOfItem(atPath: FilePath.join(root.path, relative))
                guard values[.type] as? FileAttributeType == .typeRegular else { continue }
                let path = root.appendingPathComponent(relative).path
                // "<file>/<name>.png": the first component is the test file, the rest the name.
                let parts = relative.split(separator: "/", maxSplits: 1).map(String.init)
                let name = parts.count == 2 ? String(parts[1].dropLast(4)) : nil
                if parts.count == 2, let name, used[parts[0]]?.contains(name) == true {
                    present.insert(parts[0] + "/" + name)
                } else {
                    findings.append(Finding(kind: .unused, path: path, bytes: nil))
                }
                if let size = (values[.size] as? UInt).map({ Int($0) }) ?? values[.size] as? Int, size > sizeLimit {
                    findings.append(Finding(kind: .oversize, path: path, bytes: size))
                }
            }
        }
        for (file, names) in used {
            for name in names where !present.contains(file + "/" + name) {
                findings.append(Finding(kind: .missing, path: root.appendingPathComponent(file).appendingPathComponent(name + ".png").path,
                                        bytes: nil))
            }
        }
        return findings.sorted { ($0.path, $0.kind.rawValue) < ($1.path, $1.kind.rawValue) }
    }
}
