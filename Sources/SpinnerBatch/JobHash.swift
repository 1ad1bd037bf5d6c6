import SpinnerCore
import SpinnerDigest

/// What made an output, as one SHA-256: the spinnergen version, the job's argument vector
/// without the options that never change bytes, the scene file's SHA-256 and every image the
/// scene read. Two runs with the same hash write the same bytes, so the second can be skipped.
public enum JobHash {
    /// Options that change how a render is shown or scheduled, never its bytes.
    public static let displayOnlyOptions: Set<String> = ["quiet", "progress-format", "threads", "memory-limit"]

    /// The hash, lowercase hex. `images` are (name as the scene gives it, SHA-256).
    public static func of(version: String, job: BatchJob, sceneSHA256: String?, images: [(name: String, sha256: String)]) -> String {
        SHA256.hexHash(Array(canonicalText(version: version, job: job, sceneSHA256: sceneSHA256, images: images).utf8))
    }

    /// One fact per line, every string JSON-quoted so that no value can pass for another line.
    static func canonicalText(version: String, job: BatchJob, sceneSHA256: String?, images: [(name: String, sha256: String)]) -> String {
        var lines = ["spinnergen-job-hash/1", "version " + JSONString.quoted(version)]
        lines += job.arguments(omitting: displayOnlyOptions).map { "argument " + JSONString.quoted($0) }
        if let sceneSHA256 { lines.append("scene " + sceneSHA256) }
        for image in images.sorted(by: { $0.name < $1.name }) { lines.append("image \(JSONString.quoted(image.name)) \(image.sha256)") }
        return lines.joined(separator: "\n") + "\n"
    }
}
