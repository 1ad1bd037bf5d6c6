#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SpinnerCore
import SpinnerJSON

/// The manifest as a JSON file: `{"format", "spinnergen", "job", "frames"}`, written by
/// JSONEncoder with sorted keys, two-space indents, unescaped slashes and a final newline, and
/// read back with a message that names the first thing missing.
extension Manifest {
    /// The file's top level. Every field is optional and read leniently, so a bad manifest is
    /// refused with a reason rather than Codable's error dump.
    private struct File: Codable {
        var format: String?
        var spinnergen: String?
        var job: Job?
        var frames: [Entry]?

        init(format: String, spinnergen: String, job: Job, frames: [Entry]) {
            self.format = format
            self.spinnergen = spinnergen
            self.job = job
            self.frames = frames
        }

        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            format = c.lenient(.format)
            spinnergen = c.lenient(.spinnergen)
            job = c.lenient(.job)
            frames = c.lenient(.frames)
        }
    }

    /// One `frames` entry as read, checked field by field afterwards.
    private struct Entry: Codable {
        var index: Int?
        var time: String?
        var seconds: Double?
        var sha256: String?

        init(_ frame: Frame) {
            index = frame.index
            time = frame.time
            seconds = frame.seconds
            sha256 = frame.sha256
        }

        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            index = c.lenient(.index)
            time = c.lenient(.time)
            seconds = c.lenient(.seconds)
            sha256 = c.lenient(.sha256)
        }
    }

    /// Reads a manifest: a missing file is `.noInput`, anything unreadable or malformed `.dataError`.
    package init(contentsOf path: String) throws(OutputsError) {
        guard FileManager.default.fileExists(atPath: path) else {
            throw OutputsError("manifest \(UserText.quoted(path)) does not exist", hint: "write one with 'spinnergen <preset> ... --manifest \(UserText.shown(path))'", kind: .noInput)
        }
        let data = try InputText.read(path, what: "manifest")
        func corrupt(_ why: String) -> OutputsError {
            OutputsError("manifest \(UserText.quoted(path)) is not a spinnergen manifest: \(why)", kind: .dataError)
        }
        guard let file = try? JSONDecoder().decode(File.self, from: data) else {
            // Said where, when the text is not JSON at all (the strict reader places the fault).
            do { _ = try JSONReader.read(Array(data), maxDepth: 64) } catch { throw corrupt("not valid JSON: \(error.message) at \(error.position)") }
            throw corrupt("not a JSON object")
        }
        guard file.format == Manifest.formatName else { throw corrupt("'format' is not \"\(Manifest.formatName)\"") }
        guard let version = file.spinnergen else { throw corrupt("no 'spinnergen' version") }
        guard let job = file.job, !job.arguments.isEmpty else { throw corrupt("no 'job.arguments'") }
        guard let list = file.frames, !list.isEmpty else { throw corrupt("no 'frames'") }
        var frames: [Frame] = []
        for (k, item) in list.enumerated() {
            guard let index = item.index, index >= 0, let time = item.time, let seconds = item.seconds,
                  let hash = item.sha256, hash.count == 64,
                  hash.utf8.allSatisfy({ (48...57).contains($0) || (97...102).contains($0) }) else {
                throw corrupt("frame entry \(k) needs index, time, seconds and a 64-digit lowercase hex sha256")
            }
            frames.append(Frame(index: index, time: time, seconds: seconds, sha256: hash))
        }
        self.init(version: version, job: job, frames: frames)
    }

    /// The JSON text: sorted keys, two-space indent, a final newline.
    package func data() throws(OutputsError) -> Data {
        try JSONFile.encode(File(format: Manifest.formatName, spinnergen: version, job: job, frames: frames.map(Entry.init)), what: "manifest")
    }
}
