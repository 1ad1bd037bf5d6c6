#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SpinnerCore
import SpinnerSystem
import SpinnerPipeline
import SpinnerValues

/// What a render produced, frame by frame, as JSON: the spinnergen version, the job (its
/// command line as given and the parameters that follow from it) and each frame's index, exact
/// time and SHA-256. Written through Codable with sorted keys, so the same job gives the same
/// bytes (see Manifest+File.swift for the file itself).
package struct Manifest {
    /// One frame of the render.
    package struct Frame: Codable, Equatable {
        package let index: Int
        /// Exact seconds as a reduced fraction, `index · den / num` of the frame rate ("1001/30000").
        package let time: String
        package let seconds: Double
        /// Lowercase hex SHA-256 of the frame's PNG bytes.
        package let sha256: String

        package init(index: Int, time: String, seconds: Double, sha256: String) {
            self.index = index
            self.time = time
            self.seconds = seconds
            self.sha256 = sha256
        }
    }

    /// This build's version number, which `--version` prints after the name.
    package static let currentVersion = "0.2.0"

    /// The manifest layout this code reads and writes.
    package static let formatName = "spinnergen-manifest/1"

    package let version: String
    /// The render's command line (`job.arguments`) and the parameters that follow from it.
    package let job: Job
    package let frames: [Frame]

    /// The render's command line as given, preset name first.
    package var arguments: [String] { job.arguments }

    package init(version: String, job: Job, frames: [Frame]) {
        self.version = version
        self.job = job
        self.frames = frames
    }

    /// The manifest of a finished render of `job`, with `hashes` in the order the frames were
    /// written; `parameters` brings what the command line knows (its arguments, the source, the
    /// sizes), the rest is filled from the job.
    package init(_ job: RenderJob, parameters: Job, hashes: [String]) {
        var parameters = parameters
        parameters.fps = job.fps.description
        parameters.background = ValueText.hex8(job.scene.background)
        parameters.output = Manifest.outputText(job.output)
        parameters.outputFormat = job.output.format.rawValue
        parameters.frameHash = Manifest.hashDescription(job.output)
        var frames: [Frame] = []
        if case .pngStill = job.output {
            parameters.time = job.stillTime
            // A still's time came from decimal text, so it has an exact fraction when short enough.
            let exact = Rational(parsing: "\(job.stillTime)")?.description ?? "\(job.stillTime)"
            frames.append(Frame(index: 0, time: exact, seconds: job.stillTime, sha256: hashes.first ?? ""))
        } else {
            parameters.frames = "\(job.frames.lowerBound)-\(job.frames.upperBound - 1)"
            for (k, i) in job.writtenFrames.enumerated() {
                let seconds = job.time(ofFrame: i)
                let exact = RenderJob.exactTime(ofFrame: i, fps: job.fps)?.description ?? "\(seconds)"
                frames.append(Frame(index: i, time: exact, seconds: seconds,
                                    sha256: k < hashes.count ? hashes[k] : ""))
            }
        }
        self.init(version: Manifest.currentVersion, job: parameters, frames: frames)
    }

    /// Refuses, before any rendering, a manifest that cannot be written or that names the render's
    /// own output (or standard output, where the frames go).
    package static func checkWritable(_ path: String, output: OutputTarget, frames: Range<Int>) throws(OutputsError) {
        let hint = "give the manifest a name of its own, such as manifest.json"
        guard path != "-" else { throw OutputsError("--manifest cannot be standard output", hint: hint) }
        let manifest: OutputDestination
        do throws(PipelineError) { manifest = try OutputDestination.resolve(path) } catch {
            throw OutputsError("cannot write manifest \(UserText.quoted(path)): \(error.message)", hint: error.hint, kind: .cannotCreate)
        }
        var outputs: [String] = []
        switch output {
        case .pngSequence(let pattern): outputs = frames.map { pattern.path(for: $0) }
        case .standardOutput: outputs = ["/dev/stdout"]
        default: outputs = [output.filePath!]
        }
        for out in outputs {
            if out == path || (try? OutputDestination.resolve(out)) == manifest {
                throw OutputsError("--manifest \(UserText.quoted(path)) is the render's own output", hint: hint)
            }
        }
    }

    /// The current folder as a path from the folder of the manifest at `path` (relative: it
    /// still leads there when the tree holding both is moved or checked out elsewhere).
    package static func renderDirectory(seenFrom path: String) -> String {
        let here = FileManager.default.currentDirectoryPath
        return FilePath.relative(from: FilePath.absolute(FilePath.directory(of: path), in: here), to: here)
    }

    package static func directory(of path: String) -> String {
        let dir = FilePath.directory(of: path)
        return dir.isEmpty ? "." : dir
    }

    /// The output as a path or printf pattern.
    package static func outputText(_ output: OutputTarget) -> String {
        switch output {
        case .pngSequence(let p): return p.text
        case .standardOutput: return "-"
        default: return output.filePath ?? ""
        }
    }

    /// Which bytes the frame hashes are of (see `FrameHashSink`).
    package static func hashDescription(_ output: OutputTarget) -> String {
        switch output {
        case .pngStill, .pngSequence: return "sha256 of each PNG file"
        default: return "sha256 of each frame encoded as PNG at zlib level 6"
        }
    }
}
