import Foundation
import Testing

/// Generated help never cuts a name short.
@Suite struct HelpTextCLITests {
    static let common = ["-o, --output PATH", "--format NAME", "--animated", "--size W[xH]", "--scale S", "--fps R",
                         "--duration SECONDS", "--loops N", "--frames A-B", "--time T", "--at-progress P", "--background COLOR",
                         "--threads N", "--codec NAME", "--crf N", "--bitrate RATE", "--preset NAME", "--pixel-format FMT",
                         "--range R", "--keyframe-interval N", "--compression N", "--loop-count N", "--dither MODE",
                         "--matte COLOR", "--max-bytes SIZE", "--memory-limit SIZE", "--manifest FILE.json", "-q, --quiet", "-h, --help"]
    static let progress = ["--progress T:P,...", "--progress-file FILE", "--seed N", "--download-time SECONDS"]
    static let presets: [(String, [String])] = [
        ("material", ["--colors C1,C2,...", "--line-width PT", "--line-cap CAP", "--speed X"]),
        ("ring", progress + ["--logo FILE.png", "--label percent", "--stroke-color COLOR", "--border-color COLOR",
                             "--border-width PT", "--line-width PT"]),
        ("gradient-bar", progress + ["--position top|bottom", "--parent-size WxH", "--parent-color COLOR"]),
        ("image-progress", progress + ["--type border|frame", "--image FILE.png", "--color COLOR", "--corners continuous|circular"]),
    ]

    @Test func everyPresetsHelpNamesEveryOptionWhole() throws {
        for (preset, own) in Self.presets {
            let r = try CLIRunner.run([preset, "--help"])
            #expect(r.status == 0, "\(r.stderr)")
            let lines = r.stdout.split(separator: "\n", omittingEmptySubsequences: false)
            for name in own + Self.common {
                // The whole name, followed by the end of the line or a space: never cut.
                #expect(lines.contains { $0.contains(name + " ") || $0.hasSuffix(name) }, "\(preset) --help lacks \(name)")
            }
            // Help text starts in the same column on every option line of the page (a name too
            // long for the column has its help on the next line).
            var columns = Set<Int>()
            for name in own + Self.common {
                guard let line = lines.first(where: { $0.contains(name + " ") }), let range = line.range(of: name + " ") else { continue }
                let rest = line[range.upperBound...]
                columns.insert(line.distance(from: line.startIndex, to: rest.firstIndex { $0 != " " } ?? rest.endIndex))
            }
            #expect(columns.count == 1, "\(preset): \(columns)")
        }
        let main = try CLIRunner.run(["--help"])
        let list = try CLIRunner.run(["list"])
        for (preset, _) in Self.presets {
            #expect(main.stdout.contains("  \(preset) "), "--help lacks \(preset)")
            #expect(list.stdout.split(separator: "\n").contains { $0.hasPrefix("\(preset) ") }, "list lacks \(preset)")
        }
        for name in Self.common { #expect(main.stdout.contains(name), "--help lacks \(name)") }
    }
}
