import Testing
@testable import SpinnerBatch

/// The shard rule and where K and N come from.
struct BatchShardTests {
    @Test(arguments: [1, 2, 3, 5, 7, 24])
    func everyJobIsInExactlyOneShard(n: Int) throws {
        let shards = try (0..<n).map { try BatchShard(parsing: "\($0)/\(n)") }
        for job in 0..<50 {
            #expect(shards.filter { $0.contains(job) }.map(\.index) == [job % n])
        }
    }

    @Test func kAndNComeFromTheFlagsOrTheEnvironment() throws {
        func shard(_ shard: String? = nil, shards: String? = nil, env variable: String? = nil, _ environment: [String: String] = [:]) throws -> String {
            try BatchShard.resolve(shard: shard, shards: shards, fromEnvironment: variable, environment: environment).description
        }
        #expect(try shard() == "0/1")
        #expect(try shard(nil, ["JOB_COMPLETION_INDEX": "2"]) == "0/1")
        #expect(try shard("1/3") == "1/3")
        #expect(try shard(shards: "3", ["JOB_COMPLETION_INDEX": "2", "SLURM_ARRAY_TASK_ID": "0"]) == "2/3")
        #expect(try shard(shards: "4", ["SLURM_ARRAY_TASK_ID": "7", "SLURM_ARRAY_TASK_MIN": "5"]) == "2/4")
        #expect(try shard(env: "SLURM_ARRAY_TASK_ID", ["SLURM_ARRAY_TASK_ID": "1", "SLURM_ARRAY_TASK_COUNT": "2"]) == "1/2")
        #expect(try shard(shards: "5", env: "MY_INDEX", ["MY_INDEX": "4", "JOB_COMPLETION_INDEX": "0"]) == "4/5")
    }

    struct Refusal: Sendable, CustomTestStringConvertible {
        let shard: String?, shards: String?, variable: String?, environment: [String: String], mentions: String
        var testDescription: String { mentions }
    }

    @Test(arguments: [
        Refusal(shard: "3/3", shards: nil, variable: nil, environment: [:], mentions: "shard 3 does not exist among 3"),
        Refusal(shard: "0/0", shards: nil, variable: nil, environment: [:], mentions: "at least 1 shard"),
        Refusal(shard: "a/3", shards: nil, variable: nil, environment: [:], mentions: "invalid value 'a/3' for --shard"),
        Refusal(shard: "1", shards: nil, variable: nil, environment: [:], mentions: "invalid value '1' for --shard"),
        Refusal(shard: "-1/3", shards: nil, variable: nil, environment: [:], mentions: "invalid value '-1/3'"),
        Refusal(shard: "1/3", shards: "3", variable: nil, environment: [:], mentions: "--shards and --shard-from-env do not apply"),
        Refusal(shard: nil, shards: "3", variable: nil, environment: [:], mentions: "none of JOB_COMPLETION_INDEX and SLURM_ARRAY_TASK_ID is set"),
        Refusal(shard: nil, shards: "x", variable: nil, environment: ["JOB_COMPLETION_INDEX": "0"], mentions: "invalid value 'x' for --shards"),
        Refusal(shard: nil, shards: "3", variable: nil, environment: ["JOB_COMPLETION_INDEX": "3"], mentions: "shard 3 (from JOB_COMPLETION_INDEX)"),
        Refusal(shard: nil, shards: "3", variable: nil, environment: ["JOB_COMPLETION_INDEX": "two"], mentions: "JOB_COMPLETION_INDEX='two' is not a shard index"),
        Refusal(shard: nil, shards: "3", variable: "IDX", environment: [:], mentions: "--shard-from-env IDX: the variable is not set"),
        Refusal(shard: nil, shards: nil, variable: "IDX", environment: ["IDX": "1"], mentions: "the number of shards is not known"),
        Refusal(shard: nil, shards: "3", variable: nil, environment: ["SLURM_ARRAY_TASK_ID": "1", "SLURM_ARRAY_TASK_MIN": "4"], mentions: "SLURM_ARRAY_TASK_MIN='4'"),
    ])
    func badShardsAreRefusedInOneLine(_ c: Refusal) {
        #expect {
            _ = try BatchShard.resolve(shard: c.shard, shards: c.shards, fromEnvironment: c.variable, environment: c.environment)
        } throws: { error in
            let e = error as! BatchError
            return e.kind == .usage && e.description.contains(c.mentions) && !e.description.contains("\n")
        }
    }
}
