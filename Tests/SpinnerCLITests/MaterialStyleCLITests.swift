import Foundation
import Testing

/// `material --style NAME` (issue 13): every style is named in `list` and help with the code it
/// follows, renders at its platform's default size, and its own options are checked.
@Suite struct MaterialStyleCLITests {
    /// Each style, the repository its source lives in, and its default canvas in points.
    static let styles: [(name: String, repository: String, points: Int)] = [
        ("gmd", "narmirzaei/MaterialDesignCircularProgressView", 50),
        ("gmd-device", "narmirzaei/MaterialDesignCircularProgressView", 50),
        ("android", "material-components/material-components-android", 40),
        ("android-retreat", "material-components/material-components-android", 40),
        ("flutter", "flutter/flutter", 40),  // the 36 pt box and the 2 pt of stroke Flutter paints outside it
        ("web", "material-components/material-components-web", 48),
        ("mdc-ios", "material-components/material-components-ios", 27),  // 26.5 pt, rounded to whole pixels at --scale 1
    ]

    @Test func listAndHelpNameEveryStyleAndItsSource() throws {
        let list = try CLIRunner.run(["list"])
        let help = try CLIRunner.run(["material", "--help"])
        #expect(list.status == 0 && help.status == 0)
        for style in Self.styles {
            let listed = list.stdout.split(separator: "\n").first { $0.contains("--style \(style.name) ") }
            #expect(listed?.contains(style.repository) == true, "list: \(style.name)")
            let described = help.stdout.split(separator: "\n").first { $0.hasPrefix("  \(style.name) ") }
            #expect(described?.contains("Source: \(style.repository)") == true, "help: \(style.name)")
        }
        #expect(help.stdout.contains("--android-ms-truncation"))
    }

    @Test(arguments: 0..<7)
    func eachStyleRendersAtItsOwnSize(_ i: Int) throws {
        let style = Self.styles[i]
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIRunner.run(["material", "--style", style.name, "--time", "0.8", "--scale", "1", "-o", "s.png"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("\(style.points)x\(style.points) px"), "\(r.stderr)")
        // --size still wins.
        let sized = try CLIRunner.run(["material", "--style", style.name, "--size", "64", "--time", "0.8", "--scale", "1", "-o", "t.png"], in: dir)
        #expect(sized.status == 0 && sized.stderr.contains(style.name == "flutter" ? "68x68 px" : "64x64 px"), "\(sized.stderr)")
    }

    @Test func styleOptionsAreChecked() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let truncation = try CLIRunner.run(["material", "--android-ms-truncation", "--time", "0.5", "-o", "s.png"], in: dir)
        #expect(truncation.status == 64)
        #expect(truncation.stderr == "spinnergen: error: --android-ms-truncation applies to --style android and android-retreat, not gmd (see 'spinnergen --help')\n")
        #expect(CLIRunner.contents(of: dir).isEmpty)
        let unknown = try CLIRunner.run(["material", "--style", "ios", "-o", "out.mp4"])
        #expect(unknown.status == 64 && unknown.stderr.contains("invalid value 'ios' for --style"), "\(unknown.stderr)")
        #expect(unknown.stderr.split(separator: "\n").count == 1)
        // A stroke as wide as the style's own default view is refused against that view.
        let wide = try CLIRunner.run(["material", "--style", "android", "--line-width", "40", "-o", "out.mp4"])
        #expect(wide.status == 64 && wide.stderr.contains("--line-width"), "\(wide.stderr)")
    }

    /// `values` of a style reads the arc off its tree: the android head at 667 ms, where the
    /// expand step has ended (§3.1: 1520·667/5400 + 250 = 437.748° from 12 o'clock), less the
    /// round cap's own reach (2 pt at radius 18: 6.37°), from 3 o'clock.
    @Test func valuesShowTheStylesArc() throws {
        let r = try CLIRunner.run(["values", "material", "--style", "android", "--times", "0.667", "--json"])
        #expect(r.status == 0, "\(r.stderr)")
        let root = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let layers = try #require((root["samples"] as? [[String: Any]])?.first?["layers"] as? [[String: Any]])
        let arc = try #require(layers.compactMap { $0["arc"] as? [String: Double] }.first)
        let cap = 2.0 / 18 * 180 / .pi
        let head: Double = 1520 * 667 / 5400 + 250 - 90 - cap
        let tail: Double = 1520 * 667 / 5400 - 20 - 90 + cap
        func gap(_ a: Double, _ b: Double) -> Double { let d = abs(a - b).truncatingRemainder(dividingBy: 360); return min(d, 360 - d) }
        #expect(gap(try #require(arc["headAngle"]), head) < 0.01, "\(arc)")
        #expect(gap(try #require(arc["tailAngle"]), tail) < 0.01, "\(arc)")
    }
}
