import SpinnerCore
import SpinnerPipeline
import SpinnerBatch

/// The batch's outputs as places on disk, checked before anything renders.
package enum BatchOutputs {
    /// Refuses two outputs of the whole batch (not only this shard) that land in the same place
    /// after normalising (`OutputTarget.identity`), and a manifest that is one of them. `names`
    /// gives a job's output names after `--scale` has made one per scale (nil for a job whose
    /// command line is wrong, which refuses itself with its reason).
    package static func checkUnique(_ jobs: [BatchJob], manifest: String?, names: (BatchJob) -> [String]?) throws(OutputsError) {
        var seen: [String: (job: Int, name: String)] = [:]
        for job in jobs {
            // A job whose command line is wrong (no names) is refused by the job itself, with its reason.
            let written = names(job) ?? job.outputs
            for name in written {
                let animated = job.options["animated"] == .bool(true)
                // A name the render cannot use is refused by the job itself, with its reason.
                guard let target = try? OutputTarget(path: name, format: nil, animated: animated) else { continue }
                let place = target.identity
                if let earlier = seen[place] {
                    let same = earlier.name == name ? "both write \(UserText.quoted(name))"
                        : "write the same output (\(UserText.quoted(earlier.name)) and \(UserText.quoted(name)))"
                    throw OutputsError("job \(earlier.job) and job \(job.index) \(same)",
                                       hint: "put an axis such as {theme} in the output names", kind: .dataError)
                }
                seen[place] = (job.index, name)
            }
        }
        if let manifest, let target = try? OutputTarget(path: manifest, format: OutputFormat(rawValue: "rgba")), let hit = seen[target.identity] {
            throw OutputsError("--manifest \(UserText.quoted(manifest)) is job \(hit.job)'s output \(UserText.quoted(hit.name))",
                               hint: "give the manifest a name of its own")
        }
    }
}
