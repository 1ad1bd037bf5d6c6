import SpinnerCore
import SpinnerPipeline
import SpinnerOutputs
import SpinnerJobs

/// `spinnergen batch --merge A.json B.json ... -o ALL.json`: the shards' batch manifests as the
/// one an unsharded run writes, byte for byte. Refuses manifests of different batches, versions
/// or job counts, a job in two of them, and a job in none.
enum BatchMerge {
    static func run(_ arguments: [String]) throws(CLIError) {
        let usage = "spinnergen batch --merge A.json B.json ... -o ALL.json"
        var inputs: [String] = []
        var output: String?
        var i = 0
        while i < arguments.count {
            let a = arguments[i]
            if a == "-o" || a == "--output" {
                guard output == nil else { throw CLIError("-o is given more than once", hint: usage) }
                guard i + 1 < arguments.count else { throw CLIError("-o needs the merged manifest's name", hint: usage) }
                output = arguments[i + 1]
                i += 2
                continue
            }
            guard !a.hasPrefix("-") else { throw CLIError("unknown option \(UserText.quoted(a)) for --merge", hint: usage) }
            inputs.append(a)
            i += 1
        }
        guard !inputs.isEmpty else { throw CLIError("--merge needs the shards' manifests", hint: usage) }
        guard let output, output != "-" else { throw CLIError("--merge needs -o with the merged manifest's file name", hint: usage) }
        // The merged manifest replaces -o only once complete, but it must never replace a shard's
        // own manifest: that input would be gone, and a second merge could not be run.
        let place = OutputTarget.rawRGBA(path: output).identity
        if let input = inputs.first(where: { OutputTarget.rawRGBA(path: $0).identity == place }) {
            throw CLIError("-o \(UserText.quoted(output)) is the input \(UserText.quoted(input))",
                           hint: "give the merged manifest a name of its own, such as all.json")
        }
        let merged = try CLIError.from { () throws(OutputsError) in try BatchManifest.merging(inputs) }
        let bytes = try CLIError.from { () throws(OutputsError) in try JSONFile.encode(merged, what: "batch manifest") }
        try StagedOutputs.write([UInt8](bytes), to: output, what: "batch manifest")
    }
}
