import SpinnerCore

/// `batch --merge`: the shards' batch manifests as the one an unsharded run writes.
extension BatchManifest {
    /// The manifests at `inputs` (at least one, each read as `init(contentsOf:)` reads one)
    /// merged, byte for byte the one an unsharded run writes. Refuses manifests of different
    /// batches, versions or job counts, a job in two of them, a job in none, and one beyond
    /// the batch.
    package static func merging(_ inputs: [String]) throws(OutputsError) -> BatchManifest {
        var manifests: [BatchManifest] = []
        for path in inputs { manifests.append(try BatchManifest(contentsOf: path)) }
        let first = manifests[0]
        for (path, m) in zip(inputs, manifests).dropFirst() {
            let differs: String? = m.spinnergen != first.spinnergen ? "spinnergen \(m.spinnergen), not \(first.spinnergen)"
                : m.batchSHA256 != first.batchSHA256 ? "another batch file (its SHA-256 differs)"
                : m.jobs != first.jobs ? "a batch of \(m.jobs) jobs, not \(first.jobs)" : nil
            if let differs {
                throw OutputsError("\(UserText.quoted(path)) is from \(differs) than \(UserText.quoted(inputs[0]))",
                                   hint: "merge the shards of one run of one batch file", kind: .dataError)
            }
        }
        var owner: [Int: String] = [:]
        for (path, m) in zip(inputs, manifests) {
            for job in Set(m.outputs.map(\.job)).sorted() {
                if let other = owner[job] {
                    throw OutputsError("job \(job) is in both \(UserText.quoted(other)) and \(UserText.quoted(path))",
                                       hint: "give each shard's manifest once", kind: .dataError)
                }
                owner[job] = path
            }
        }
        let missing = (0..<first.jobs).filter { owner[$0] == nil }
        if let job = missing.first {
            let more = missing.count > 1 ? " (\(missing.count) jobs are missing)" : ""
            throw OutputsError("job \(job) is in none of the manifests\(more)", hint: "add the manifest of the shard that rendered it", kind: .dataError)
        }
        if let stray = owner.keys.first(where: { $0 >= first.jobs }) {
            throw OutputsError("job \(stray) is beyond the batch's \(first.jobs) jobs in \(UserText.quoted(owner[stray]!))", kind: .dataError)
        }
        return BatchManifest(version: first.spinnergen, batchSHA256: first.batchSHA256, jobs: first.jobs,
                             outputs: manifests.flatMap(\.outputs))
    }
}
