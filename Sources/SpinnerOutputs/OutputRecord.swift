#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SpinnerCore
import SpinnerDigest
import SpinnerPipeline

/// What a batch knows about one finished output: the hash of the job that made it, each file it
/// wrote (bytes and SHA-256) and its frame hashes. Staged with the output and moved into place with it, under
/// `<batch folder>/.spinnergen/outputs/`, never beside the output (an Android `res/drawable-*`
/// folder must hold nothing but drawables).
package struct OutputRecord: Codable, Equatable {
    package static let formatName = "spinnergen-output-record/1"
    /// The records' folder, relative to the batch file's folder.
    package static let folder = ".spinnergen/outputs"

    /// One file of the output.
    package struct File: Codable, Equatable {
        package let path: String
        package let bytes: Int
        package let sha256: String
    }

    package var format = OutputRecord.formatName
    package let jobHash: String
    package let files: [File]
    package let frames: [Manifest.Frame]

    package init(jobHash: String, files: [File], frames: [Manifest.Frame]) {
        self.jobHash = jobHash
        self.files = files
        self.frames = frames
    }

    /// The record of output `name` (relative to the batch folder, the working directory):
    /// one flat file per output, the name escaped so no output can reach outside the folder.
    package static func path(for name: String) -> String {
        var escaped = ""
        for byte in name.utf8 {
            let plain = (48...57).contains(byte) || (65...90).contains(byte) || (97...122).contains(byte) || [45, 46, 64, 95].contains(byte)
            escaped += plain ? String(UnicodeScalar(byte)) : "%" + HexText.byte(byte)
        }
        return OutputRecord.folder + "/" + escaped + ".json"
    }

    /// The record of `name`, or nil when there is none or it cannot be read (the output is then
    /// rendered again).
    package static func read(for name: String) -> OutputRecord? {
        guard let data = FileManager.default.contents(atPath: path(for: name)),
              let record = try? JSONDecoder().decode(OutputRecord.self, from: data), record.format == formatName else { return nil }
        return record
    }

    /// True when the record was made by `jobHash` and every file it lists is there with the
    /// same size and SHA-256.
    package func isCurrent(jobHash: String) -> Bool {
        guard jobHash == self.jobHash, !files.isEmpty else { return false }
        return files.allSatisfy { file in
            guard let size = OutputRecord.regularFileSize(file.path), size == file.bytes,
                  let data = FileManager.default.contents(atPath: file.path) else { return false }
            return SHA256.hexHash([UInt8](data)) == file.sha256
        }
    }

    /// The record of freshly staged `files`, read under their temporary names and listed under
    /// their final ones. A stream (a FIFO, a device) holds nothing to read back: it is listed
    /// empty, and never found up to date.
    package static func made(jobHash: String, files staged: [StagedOutputFile], frames: [Manifest.Frame]) throws(OutputsError) -> OutputRecord {
        var files: [File] = []
        for file in staged {
            guard !file.isStream else {
                files.append(File(path: file.final, bytes: 0, sha256: ""))
                continue
            }
            guard let data = FileManager.default.contents(atPath: file.staged) else {
                throw OutputsError("cannot read back \(UserText.quoted(file.final)) to record it", kind: .ioError)
            }
            files.append(File(path: file.final, bytes: data.count, sha256: SHA256.hexHash([UInt8](data))))
        }
        return OutputRecord(jobHash: jobHash, files: files, frames: frames)
    }

    /// Refuses, before anything renders, a records folder that cannot hold records (a file, or
    /// a device, where `.spinnergen` or its `outputs` should be a folder): otherwise every job
    /// would render and then fail to say that it is up to date.
    package static func checkFolder() throws(OutputsError) {
        var path = ""
        for part in folder.split(separator: "/") {
            path += (path.isEmpty ? "" : "/") + part
            var isFolder = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder {
                throw OutputsError("\(UserText.quoted(path)) beside the batch file is not a folder",
                               hint: "spinnergen keeps its records of what is up to date in \(folder)/; move that file away", kind: .cannotCreate)
            }
        }
    }

    /// The size of a regular file (a FIFO or device is never up to date: it holds nothing).
    private static func regularFileSize(_ path: String) -> Int? {
        guard let a = try? FileManager.default.attributesOfItem(atPath: path), (a[.type] as? FileAttributeType) == .typeRegular else { return nil }
        return (a[.size] as? UInt).map { Int($0) } ?? a[.size] as? Int  // UInt under FoundationEssentials
    }
}
