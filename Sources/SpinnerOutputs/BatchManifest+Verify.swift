#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SpinnerCore
import SpinnerSystem

/// What `verify` needs of a batch manifest before it renders its jobs again.
extension BatchManifest {
    /// True when the file at `path` says it is a batch manifest (anything else is read as a
    /// render's manifest, which reports what is wrong with it). Read as every manifest is (to
    /// 64 MiB, no NUL), once: the manifest is decoded from the same bytes.
    package static func isBatchManifest(_ path: String) throws(OutputsError) -> Bool {
        struct Head: Decodable { let format: String? }
        // A missing manifest is refused by the manifest's reader, with its own message.
        guard FileManager.default.fileExists(atPath: path) else { return false }
        let data = try InputText.read(path, what: "manifest")
        guard let head = try? JSONDecoder().decode(Head.self, from: data) else { return false }
        return head.format == formatName
    }

    /// Moves into the folder the stored command lines name scenes and outputs from: `root`, by
    /// default the folder of the manifest at `path` (the batch file's).
    package static func enterBatchFolder(of path: String, root: String?) throws(OutputsError) {
        let folder = root ?? FilePath.directory(of: path)
        guard FileManager.default.changeCurrentDirectoryPath(folder) else {
            throw OutputsError("cannot enter \(UserText.quoted(folder)), where the batch's paths start",
                               hint: "give the batch file's folder with --root DIR", kind: .noInput)
        }
    }
}
