#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SpinnerCore

/// `spinnergen batch --manifest`: every output of a run or a shard, by job index then output
/// order, with the job's command line, its hash and each frame's hash. It names outputs relative
/// to the batch file's folder and holds nothing of the machine, the time, the cwd or the shard,
/// so merging the shards' manifests gives the bytes of one unsharded run's.
struct BatchManifest: Codable, Equatable {
    static let formatName = "spinnergen-batch-manifest/1"

    /// One output of one job.
    struct Output: Codable, Equatable {
        let job: Int
        /// The output as the batch names it, relative to the batch file's folder.
        let output: String
        /// The job's command line (see `BatchJob.arguments`).
        let arguments: [String]
        let jobHash: String
        let frames: [Manifest.Frame]
    }

    let format: String
    let spinnergen: String
    /// SHA-256 of the batch file's bytes: shards of different files do not merge.
    let batchSHA256: String
    /// Expanded jobs in the whole batch (not only this shard).
    let jobs: Int
    let outputs: [Output]

    init(version: String, batchSHA256: String, jobs: Int, outputs: [Output]) {
        format = BatchManifest.formatName
        spinnergen = version
        self.batchSHA256 = batchSHA256
        self.jobs = jobs
        // Stable: a job's outputs keep their order.
        self.outputs = outputs.enumerated().sorted { ($0.element.job, $0.offset) < ($1.element.job, $1.offset) }.map(\.element)
    }

    /// Reads a batch manifest: 66 when missing, 65 when it is not one.
    init(contentsOf path: String) throws(CLIError) {
        guard FileManager.default.fileExists(atPath: path) else { throw CLIError.missingInput(path, what: "batch manifest") }
        let data = try InputText.read(path, what: "batch manifest")
        guard let file = try? JSONDecoder().decode(BatchManifest.self, from: data), file.format == BatchManifest.formatName else {
            throw CLIError("\(UserText.quoted(path)) is not a spinnergen batch manifest", hint: "expected the \"format\" \"\(BatchManifest.formatName)\" that 'spinnergen batch --manifest' writes",
                           exitCode: .dataError)
        }
        self = file
    }
}
