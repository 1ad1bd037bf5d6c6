import Foundation
import SpinnerCore
import Testing

/// Dashed strokes are exported as their dashes' own contours, because rlottie places a Lottie
/// dash list (`d`) by a length estimate 4 % long on a circle.
@Suite struct LottieDashCLITests {
    static let scenes = LottieExportCLITests.scenes

    /// The angles (degrees clockwise from 12 o'clock) where runs of covered pixels start on a
    /// circle of `radius` px about the frame's centre, sampled every 0.1 degree.
    static func runStarts(_ frame: PixelBuffer, radius: Double) -> [Double] {
        let covered = (0..<3600).map { k -> Bool in
            let a = (Double(k) / 10 - 90) * Double.pi / 180
            let x = Int(Double(frame.width) / 2 + radius * cos(a)), y = Int(Double(frame.height) / 2 + radius * sin(a))
            return frame.pixels[4 * (y * frame.width + x) + 3] > 127
        }
        return (0..<3600).filter { covered[$0] && !covered[($0 + 3599) % 3600] }.map { Double($0) / 10 }
    }

    /// marching-ants.json: no dash list, every dash a contour of one vertex count at every
    /// keyframe, and at frame 0 (the phase one whole period) the dashes start 30 degrees apart
    /// from the top, as the pattern (4.712 + 7.854 on a radius of 24) says and spinnergen draws.
    @Test func dashesAreContoursOfTheirOwn() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let data = try LottieExportCLITests.Case(input: "marching-ants.json").export(fps: 12, in: dir)
        #expect(!String(decoding: data, as: UTF8.self).contains("\"d\":"))
        let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let layers = try #require(document["layers"] as? [[String: Any]])
        let ants = try #require(layers.first { $0["nm"] as? String == "ants" && $0["ty"] as? Int == 4 })
        let group = try #require((ants["shapes"] as? [[String: Any]])?.first?["it"] as? [[String: Any]])
        let paths = group.filter { $0["ty"] as? String == "sh" }
        #expect(paths.count == 14)
        var starts: [Double] = []
        for path in paths {
            let ks = try #require(path["ks"] as? [String: Any])
            let keyframes = try #require(ks["k"] as? [[String: Any]])
            let contours = try keyframes.map { try #require(($0["s"] as? [[String: Any]])?.first) }
            let counts = Set(contours.compactMap { ($0["v"] as? [[Double]])?.count })
            #expect(counts.count == 1, "\(path["nm"] ?? "?"): vertex counts \(counts)")
            let first = try #require(contours.first), v = try #require(first["v"] as? [[Double]])
            // A dash is an open contour; where it is not painted, a closed one of one point.
            if first["c"] as? Bool == false, keyframes.first?["t"] as? Double == 0 {
                let degrees = atan2(v[0][0] - 32, 32 - v[0][1]) * 180 / Double.pi
                starts.append((degrees + 360).truncatingRemainder(dividingBy: 360))
            }
        }
        // Twelve periods, and a thirteenth dash just before the end: the arc's four cubics are
        // 0.014 % longer than the circle, so the pattern drifts by 0.004 degrees a dash.
        #expect(starts.count == 13, "\(starts.sorted())")
        for (k, a) in starts.sorted().enumerated() { #expect(abs(a - 30 * Double(k)) < 0.06, "dash \(k) starts at \(a)") }
    }

    /// Why: rlottie 0.1 places `d` dashes by VLine::length's max + 0.375 · min estimate, so the
    /// same circle measures 4 % long and twelve 30-degree periods paint thirteen dashes, about
    /// 28.8 degrees apart.
    @Test func rlottiesDashListRunsShortOnACircle() throws {
        let circle = """
        {"c":true,"v":[[32,8],[56,32],[32,56],[8,32]],"i":[[-13.2548,0],[0,-13.2548],[13.2548,0],[0,13.2548]],
         "o":[[13.2548,0],[0,13.2548],[-13.2548,0],[0,-13.2548]]}
        """
        let json = """
        {"v":"5.7.0","fr":12,"ip":0,"op":1,"w":64,"h":64,"ddd":0,"assets":[],"layers":[{"ty":4,"ind":1,"ddd":0,"sr":1,"ao":0,
         "ks":{"a":{"a":0,"k":[0,0]},"p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0},"o":{"a":0,"k":100}},
         "ip":0,"op":1,"st":0,"bm":0,"shapes":[{"ty":"gr","np":3,"it":[{"ty":"sh","ks":{"a":0,"k":\(circle)}},
         {"ty":"st","c":{"a":0,"k":[0,0,0]},"o":{"a":0,"k":100},"w":{"a":0,"k":3},"lc":1,"lj":1,"ml":10,
          "d":[{"n":"d","v":{"a":0,"k":4.712389}},{"n":"g","v":{"a":0,"k":7.853982}},{"n":"o","v":{"a":0,"k":0}}]},
         {"ty":"tr","a":{"a":0,"k":[0,0]},"p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0},"o":{"a":0,"k":100}}]}]}]}
        """
        let player = try #require(RlottiePlayer(json: Data(json.utf8), key: "dash-list-circle"))
        let starts = Self.runStarts(player.render(0, width: 512, height: 512), radius: 192)
        #expect(starts.count == 13)
        let spacing = zip(starts.dropFirst(), starts).map { $0 - $1 }
        let mean = spacing.reduce(0, +) / Double(max(spacing.count, 1))
        #expect(mean > 28 && mean < 29.5, "mean spacing \(mean)")
    }
}
