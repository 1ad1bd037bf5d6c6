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
package struct BatchManifest: Codable, Equatable {
    package static let formatName = "spinnergen-batch-manifest/1"

    /// One output of one job.
    package struct Output: Codable, Equatable {
        package let job: Int
        /// The output as the batch names it, relative to the batch file's folder.
        package let output: String
        /// The job's command line (see `BatchJob.arguments`).
        package let arguments: [String]
        package let jobHash: String
        package let frames: [Manifest.Frame]

        package init(job: Int, output: String, arguments: [String], jobHash: String, frames: [Manifest.Frame]) {
            self.job = job
            self.output = output
            self.arguments = arguments
            self.jobHash = jobHash
            self.frames = frames
        }
    }

    package let format: String
    package let spinnergen: String
    /// SHA-256 of the batch file's bytes: shards of different files do not merge.
    package let batchSHA256: String
    /// Expanded jobs in the whole batch (not only this shard).
    package let jobs: Int
    package let outputs: [Output]

    package init(version: String, batchSHA256: String, jobs: Int, outputs: [Output]) {
        format = BatchManifest.formatName
        spinnergen = version
        self.batchSHA256 = batchSHA256
        self.jobs = jobs
        // Stable: a job's outputs keep their order.
        self.outputs = outputs.enumerated().sorted { ($0.element.job, $0.offset) < ($1.element.job, $1.offset) }.map(\.element)
    }

    /// Reads a batch manifest: `.noInput` when missing, `.dataError` when it is not one.
    package init(contentsOf path: String) throws(OutputsError) {
        guard FileManager.default.fileExists(atPath: path) else { throw OutputsError.missingInput(path, what: "batch manifest") }
        let data = try InputText.read(path, what: "batch manifest")
        guard let file = try? JSONDecoder().decode(BatchManifest.self, from: data), file.format == BatchManifest.formatName else {
            throw OutputsError("\(UserText.quoted(path)) is not a spinnergen batch manifest", hint: "expected the \"format\" \"\(BatchManifest.formatName)\" that 'spinnergen batch --manifest' writes",
                           kind: .dataError)
        }
        self = file
    }
}
