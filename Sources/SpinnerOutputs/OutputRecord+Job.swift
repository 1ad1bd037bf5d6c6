import SpinnerPipeline
import SpinnerBatch

/// A batch job's records: the hash they are made under, and the records staged with its outputs.
extension OutputRecord {
    /// `JobHash` of `job` as this version renders it: its arguments, and the SHA-256 of its scene
    /// file and of each image file in `images` (those the scene read), as read this run.
    package static func jobHash(_ job: BatchJob, images: [String]) -> String {
        var scene: String?
        switch job.source {
        case .scene(let path), .lottie(let path): scene = SceneFile.hash(path)
        case .preset: break
        }
        var hashes: [(name: String, sha256: String)] = []
        for file in Set(images).sorted() {
            hashes.append((file, InputText.sha256(of: file) ?? ""))
        }
        return JobHash.of(version: Manifest.currentVersion, job: job, sceneSHA256: scene, images: hashes)
    }

    /// The record of each output of `render` (`names`: as the batch names them, in the order of
    /// its jobs), made under `jobHash` and staged into `outputs` with the output: a failed or
    /// interrupted batch leaves neither. Frames are listed as a manifest of `job` (the render's
    /// first) lists them.
    package static func stage(_ render: StagedRender, names: [String], job: RenderJob, jobHash: String,
                              into outputs: StagedOutputs) throws(OutputsError) -> [(name: String, record: OutputRecord)] {
        var made: [(name: String, record: OutputRecord)] = []
        for (k, (files, name)) in zip(render.stagedFiles, names).enumerated() {
            let frames = Manifest(job, parameters: Manifest.Job(arguments: []), hashes: render.stagedFrameHashes[k]).frames
            let record = try OutputRecord.made(jobHash: jobHash, files: files, frames: frames)
            try outputs.stage([UInt8](try JSONFile.encode(record, what: "output record")), to: OutputRecord.path(for: name), what: "output record")
            made.append((name, record))
        }
        return made
    }
}
