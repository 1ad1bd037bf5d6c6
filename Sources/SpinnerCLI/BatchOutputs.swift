import SpinnerCore
import SpinnerPipeline
import SpinnerBatch

/// The batch's outputs as places on disk, checked before anything renders.
enum BatchOutputs {
    /// Refuses two outputs of the whole batch (not only this shard) that land in the same place
    /// after normalising (`OutputTarget.identity`), and a manifest that is one of them.
    static func checkUnique(_ jobs: [BatchJob], manifest: String?) throws(CLIError) {
        var seen: [String: (job: Int, name: String)] = [:]
        for job in jobs {
            // The names as written after `--scale` has made one per scale; a job whose command
            // line is wrong is refused by the job itself, with its reason.
            let names = (try? RenderRequest.outputNames(arguments: job.arguments)) ?? job.outputs
            for name in names {
                let animated = job.options["animated"] == .bool(true)
                // A name the render cannot use is refused by the job itself, with its reason.
                guard let target = try? OutputTarget(path: name, format: nil, animated: animated) else { continue }
                let place = target.identity
                if let earlier = seen[place] {
                    let same = earlier.name == name ? "both write \(UserText.quoted(name))"
                        : "write the same output (\(UserText.quoted(earlier.name)) and \(UserText.quoted(name)))"
                    throw CLIError("job \(earlier.job) and job \(job.index) \(same)",
                                   hint: "put an axis such as {theme} in the output names", exitCode: .dataError)
                }
                seen[place] = (job.index, name)
            }
        }
        if let manifest, let target = try? OutputTarget(path: manifest, format: OutputFormat(rawValue: "rgba")), let hit = seen[target.identity] {
            throw CLIError("--manifest \(UserText.quoted(manifest)) is job \(hit.job)'s output \(UserText.quoted(hit.name))",
                           hint: "give the manifest a name of its own")
        }
    }
}
