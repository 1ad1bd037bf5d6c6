import SpinnerFuzzing

#if SPINNER_LIBFUZZER
import Foundation

// Built by `scripts/fuzz` with `--sanitize fuzzer -Xswiftc -DSPINNER_LIBFUZZER`: libFuzzer
// supplies main and calls this for every input it generates. With SPINNER_FUZZ_TARGET=NAME
// (how scripts/fuzz runs each target apart) every input is that target's, no selector byte.
let pinnedTarget: FuzzTarget? = ProcessInfo.processInfo.environment["SPINNER_FUZZ_TARGET"].flatMap(FuzzTarget.named)

@_cdecl("LLVMFuzzerTestOneInput")
public func spinnerFuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    if let pinnedTarget { pinnedTarget.run(bytes) } else { FuzzTarget.run(bytes) }
    return 0
}
#else
import Foundation
import SpinnerCore

/// The harness without libFuzzer (so the normal build links it): runs a deterministic campaign,
/// writes the seed corpus for libFuzzer, or replays crash files.
///
///     SpinnerFuzz [N] [--seed S] [--trace-from I] [--target NAME]
///                                                   N mutated inputs (default 1,000,000), of one
///                                                   parser's seeds with --target (scene, png, ...)
///     SpinnerFuzz --write-seeds DIR [--target NAME] the seeds as files, a libFuzzer corpus (one
///                                                   target's without their selector byte)
///     SpinnerFuzz --replay FILE... [--target NAME]  run saved inputs (e.g. libFuzzer's crash-*;
///                                                   with --target, inputs of that target alone)
///     SpinnerFuzz --list-targets                    the target names, one a line
@main
struct SpinnerFuzz {
    static func main() {
        var args = Array(CommandLine.arguments.dropFirst())[...]
        var count = 1_000_000, seed: UInt64 = 1, traceFrom = Int.max
        var target: FuzzTarget?
        while let a = args.popFirst() {
            switch a {
            case "--seed": seed = parse(args.popFirst()) { UInt64($0) }
            case "--trace-from": traceFrom = parse(args.popFirst()) { Int($0) }
            case "--target": target = parse(args.popFirst(), FuzzTarget.named)
            case "--write-seeds":
                let dir = parse(args.popFirst()) { $0 }
                writeSeeds(to: dir, target: targetOption(in: &args) ?? target); return
            case "--replay": let t = targetOption(in: &args) ?? target; replay(Array(args), target: t); return
            case "--list-targets": for t in FuzzTarget.allCases { print(t) }; return
            default: count = parse(a.replacingOccurrences(of: ",", with: "").replacingOccurrences(of: "_", with: "")) { Int($0) }
            }
        }
        let start = Date()
        // A trap ends the process here, so the index of the input being run is what reproduces
        // it: rerun with --trace-from that index to see the bytes.
        let run = FuzzCampaign.run(count: count, seed: seed, target: target) { input, i in
            if i >= traceFrom { FileHandle.standardError.write("input \(i): \(hex(input))\n".data(using: .utf8)!) }
        }
        print("inputs: \(run), seconds: \(DecimalText.fixed(Date().timeIntervalSince(start), decimals: 1)), crashes: 0 (seed \(seed)\(target.map { ", target \($0)" } ?? ""))")
    }

    /// `--target NAME` among the remaining arguments, taken out of them.
    static func targetOption(in args: inout ArraySlice<String>) -> FuzzTarget? {
        guard let i = args.firstIndex(of: "--target") else { return nil }
        let name = args.index(after: i) < args.endIndex ? args[args.index(after: i)] : nil
        args.removeSubrange(i..<min(i + 2, args.endIndex))
        return parse(name, FuzzTarget.named)
    }

    /// The seeds as files; with a target, only its seeds, without the selector byte (the corpus
    /// of a libFuzzer run pinned by SPINNER_FUZZ_TARGET).
    static func writeSeeds(to dir: String, target: FuzzTarget?) {
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        for (i, s) in FuzzSeeds.all.enumerated() where target == nil || s.first == target?.selector {
            _ = FileManager.default.createFile(atPath: dir + "/seed-\(i)", contents: Data(target == nil ? s : Array(s.dropFirst())))
        }
    }

    static func replay(_ paths: [String], target: FuzzTarget?) {
        for p in paths {
            guard let data = FileManager.default.contents(atPath: p) else { continue }
            print("replaying \(p): \(hex([UInt8](data)))")
            if let target { target.run([UInt8](data)) } else { FuzzTarget.run([UInt8](data)) }
        }
        print("replayed \(paths.count) inputs without a crash")
    }

    static func hex(_ bytes: [UInt8]) -> String { bytes.map { String(format: "%02x", $0) }.joined() }

    /// An argument's value, or the usage line and exit 64.
    static func parse<T>(_ text: String?, _ convert: (String) -> T?) -> T {
        if let text, let value = convert(text) { return value }
        usage()
    }

    static func usage() -> Never {
        FileHandle.standardError.write("usage: SpinnerFuzz [N] [--seed S] [--trace-from I] [--target NAME] | --write-seeds DIR [--target NAME] | --replay FILE... [--target NAME] | --list-targets\n".data(using: .utf8)!)
        exit(64)
    }
}
#endif
