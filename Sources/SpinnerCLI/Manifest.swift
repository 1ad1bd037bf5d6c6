import Foundation
import SpinnerCore
import SpinnerSystem
import SpinnerPipeline

/// What a render produced, frame by frame, as JSON: the spinnergen version, the job (its
/// command line as given and the parameters that follow from it) and each frame's index, exact
/// time and SHA-256. Written with sorted keys, so the same job gives the same bytes.
struct Manifest {
    /// One frame of the render.
    struct Frame: Equatable {
        let index: Int
        /// Exact seconds as a reduced fraction, `index · den / num` of the frame rate ("1001/30000").
        let time: String
        let seconds: Double
        /// Lowercase hex SHA-256 of the frame's PNG bytes.
        let sha256: String
    }

    /// This build's version number, as `--version` prints it without the name.
    static var currentVersion: String {
        String(HelpText.version.split(separator: " ").last ?? "")
    }

    /// The manifest layout this code reads and writes.
    static let formatName = "spinnergen-manifest/1"

    let version: String
    /// The render's command line as given, preset name first.
    let arguments: [String]
    /// The render's parameters, for people and tools reading the file (verify re-derives them).
    let job: [String: Any]
    let frames: [Frame]

    /// The manifest of a finished render.
    init(_ request: RenderRequest, hashes: [String]) {
        let options = request.options, job = request.job
        version = Manifest.currentVersion
        arguments = request.arguments
        var parameters: [String: Any] = [
            (request.source.isScene ? "scene" : "preset"): request.source.name,
            "size": "\(DecimalText.shortest(request.size.width))x\(DecimalText.shortest(request.size.height))",
            "pixelSize": "\(request.pixelWidth)x\(request.pixelHeight)",
            "scale": options.scale,
            "fps": job.fps.description,
            "background": Manifest.hex8(job.scene.background),
            "output": Manifest.outputText(job.output),
            "outputFormat": options.output.format.rawValue,
            "frameHash": Manifest.hashDescription(job.output),
        ]
        if case .scene(let path) = request.source, let hash = SceneInput.hash(path) { parameters["sceneSHA256"] = hash }
        var frames: [Frame] = []
        if case .pngStill = job.output {
            parameters["time"] = job.stillTime
            // A still's time came from decimal text, so it has an exact fraction when short enough.
            let exact = Rational(parsing: "\(job.stillTime)")?.description ?? "\(job.stillTime)"
            frames.append(Frame(index: 0, time: exact, seconds: job.stillTime, sha256: hashes.first ?? ""))
        } else {
            parameters["frames"] = "\(job.frames.lowerBound)-\(job.frames.upperBound - 1)"
            for (k, i) in job.frames.enumerated() {
                let seconds = job.time(ofFrame: i)
                let exact = RenderJob.exactTime(ofFrame: i, fps: job.fps)?.description ?? "\(seconds)"
                frames.append(Frame(index: i, time: exact, seconds: seconds,
                                    sha256: k < hashes.count ? hashes[k] : ""))
            }
        }
        self.job = parameters
        self.frames = frames
    }

    /// Reads a manifest: a missing file is exit 66, anything unreadable or malformed exit 65.
    init(contentsOf path: String) throws(CLIError) {
        guard FileManager.default.fileExists(atPath: path) else {
            throw CLIError("manifest \(UserText.quoted(path)) does not exist", hint: "write one with 'spinnergen <preset> ... --manifest \(UserText.shown(path))'", exitCode: .noInput)
        }
        let data = try InputText.read(path, what: "manifest")
        func corrupt(_ why: String) -> CLIError {
            CLIError("manifest \(UserText.quoted(path)) is not a spinnergen manifest: \(why)", exitCode: .dataError)
        }
        guard let object = try? JSONSerialization.jsonObject(with: data), let root = object as? [String: Any] else {
            throw corrupt("not a JSON object")
        }
        guard root["format"] as? String == Manifest.formatName else { throw corrupt("'format' is not \"\(Manifest.formatName)\"") }
        guard let version = root["spinnergen"] as? String else { throw corrupt("no 'spinnergen' version") }
        guard let job = root["job"] as? [String: Any], let arguments = job["arguments"] as? [String], !arguments.isEmpty else {
            throw corrupt("no 'job.arguments'")
        }
        guard let list = root["frames"] as? [[String: Any]], !list.isEmpty else { throw corrupt("no 'frames'") }
        var frames: [Frame] = []
        for (k, item) in list.enumerated() {
            guard let index = (item["index"] as? NSNumber)?.intValue, index >= 0,
                  let time = item["time"] as? String, let seconds = (item["seconds"] as? NSNumber)?.doubleValue,
                  let hash = item["sha256"] as? String, hash.count == 64,
                  hash.utf8.allSatisfy({ (48...57).contains($0) || (97...102).contains($0) }) else {
                throw corrupt("frame entry \(k) needs index, time, seconds and a 64-digit lowercase hex sha256")
            }
            frames.append(Frame(index: index, time: time, seconds: seconds, sha256: hash))
        }
        self.version = version
        self.arguments = arguments
        var parameters = job
        parameters["arguments"] = nil
        self.job = parameters
        self.frames = frames
    }

    /// The JSON text: sorted keys, two-space indent, a final newline.
    func data() throws(CLIError) -> Data {
        var parameters = job
        parameters["arguments"] = arguments
        let root: [String: Any] = [
            "format": Manifest.formatName,
            "spinnergen": version,
            "job": parameters,
            "frames": frames.map { ["index": $0.index, "time": $0.time, "seconds": $0.seconds, "sha256": $0.sha256] as [String: Any] },
        ]
        do {
            var data = try JSONSerialization.data(withJSONObject: root, options: [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes])
            data.append(0x0A)
            return data
        } catch {
            throw CLIError("cannot encode the manifest: \(error)", exitCode: .software)
        }
    }

    /// Writes the manifest by the rules of every output: staged beside the target and renamed
    /// into place when complete.
    func write(to path: String) throws(CLIError) {
        let bytes = [UInt8](try data())
        do throws(PipelineError) { try OutputFile.write(bytes, to: path) } catch {
            throw CLIError("could not write the manifest: \(error.message)", hint: error.hint,
                           exitCode: error.kind == .io ? .ioError : .cannotCreate)
        }
    }

    /// Refuses, before any rendering, a manifest that cannot be written or that names the render's
    /// own output (or standard output, where the frames go).
    static func checkWritable(_ path: String, output: OutputTarget, frames: Range<Int>) throws(CLIError) {
        let hint = "give the manifest a name of its own, such as manifest.json"
        guard path != "-" else { throw CLIError("--manifest cannot be standard output", hint: hint) }
        let manifest: OutputDestination
        do throws(PipelineError) { manifest = try OutputDestination.resolve(path) } catch {
            throw CLIError("cannot write manifest \(UserText.quoted(path)): \(error.message)", hint: error.hint, exitCode: .cannotCreate)
        }
        var outputs: [String] = []
        switch output {
        case .pngSequence(let pattern): outputs = frames.map { pattern.path(for: $0) }
        case .standardOutput: outputs = ["/dev/stdout"]
        default: outputs = [output.filePath!]
        }
        for out in outputs {
            if out == path || (try? OutputDestination.resolve(out)) == manifest {
                throw CLIError("--manifest \(UserText.quoted(path)) is the render's own output", hint: hint)
            }
        }
    }

    static func directory(of path: String) -> String {
        let dir = FilePath.directory(of: path)
        return dir.isEmpty ? "." : dir
    }

    /// `#RRGGBBAA`, always eight digits.
    static func hex8(_ c: Color) -> String {
        let v = c.rgba8
        return String(format: "#%02X%02X%02X%02X", v.r, v.g, v.b, v.a)
    }

    /// The output as a path or printf pattern.
    static func outputText(_ output: OutputTarget) -> String {
        switch output {
        case .pngSequence(let p): return p.prefix + (p.digits > 0 ? "%0\(p.digits)d" : "%d") + p.suffix
        case .standardOutput: return "-"
        default: return output.filePath ?? ""
        }
    }

    /// Which bytes the frame hashes are of (see `FrameHashSink`).
    static func hashDescription(_ output: OutputTarget) -> String {
        switch output {
        case .pngStill, .pngSequence: return "sha256 of each PNG file"
        default: return "sha256 of each frame encoded as PNG at zlib level 6"
        }
    }
}
