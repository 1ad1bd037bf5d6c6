import Foundation
import Testing
import SpinnerCore
import SpinnerEncode

/// Stills and story lengths of the determinate presets through the binary: a still at any
/// moment, `--duration` on a still, keyframes after the download, short renders of the
/// simulated download, and `--at-progress`.
@Suite struct DeterminatePresetStillTests {
    static func decode(_ dir: URL, _ name: String) throws -> PixelBuffer {
        try PNGCodec.decode(contentsOf: dir.appendingPathComponent(name).path)
    }

    /// The hue in degrees (0..<360) of an opaque pixel.
    static func hue(_ p: PremultipliedRGBA8) -> Double {
        let r = Double(p.r) / 255, g = Double(p.g) / 255, b = Double(p.b) / 255
        let mx = max(r, g, b), mn = min(r, g, b), d = mx - mn
        guard d > 0 else { return 0 }
        var h: Double
        if mx == r { h = (g - b) / d } else if mx == g { h = (b - r) / d + 2 } else { h = (r - g) / d + 4 }
        h *= 60
        return h < 0 ? h + 360 : h
    }

    /// Degrees from `a` going down to `b` round the circle.
    static func below(_ a: Double, _ b: Double) -> Double { ((a - b).truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360) }

    /// The hue of the first colour after the timer has moved the last colour to the front `n`
    /// times: the 73 colours are hue 0°, 5°, ..., 360°, so it is 5° · ((73 − n mod 73) mod 73).
    static func firstHue(afterTicks n: Int) -> Double { Double((73 - n % 73) % 73 * 5).truncatingRemainder(dividingBy: 360) }

    @Test func gradientBarStillPastTheDefaultLengthKeepsTicking() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // The default story is 3.6 s (a 3 s download, the finish 0.1 s later, 0.5 s more).
        for (name, args) in [("end.png", ["--time", "3.6"]), ("late.png", ["--time", "5"]),
                             ("long.png", ["--time", "5", "--duration", "8"]), ("later.png", ["--time", "20"])] {
            let r = try CLIRunner.run(["gradient-bar"] + args + ["-q", "-o", name], in: dir)
            #expect(r.status == 0, "\(args): \(r.stderr)")
        }
        // The tree covers the moment asked for: built for 5 s or for 8 s, the still at 5 s is the same.
        let late = try Data(contentsOf: dir.appendingPathComponent("late.png"))
        #expect(late == (try Data(contentsOf: dir.appendingPathComponent("long.png"))))
        #expect(late != (try Data(contentsOf: dir.appendingPathComponent("end.png"))))
        // At the left edge the bar shows the first colour. At T the last tick was k = ⌊T / 0.03⌋
        // (k + 1 rotations, the timer firing at once), with the 0.25 s implicit animations of the
        // last 8 ticks still blending towards it: the hue lies between those of k − 8 and k + 1
        // rotations. Frozen at the default length it would stay at 121 rotations' 125°.
        for (name, time, ticks) in [("end.png", 3.6, 120), ("late.png", 5, 166), ("later.png", 20, 666)] {
            #expect(Int((time / 0.03).rounded(.down)) == ticks || name == "end.png")
            let h = Self.hue(try Self.decode(dir, name)[0, 4])
            let newest = Self.firstHue(afterTicks: ticks + 1), oldest = Self.firstHue(afterTicks: ticks - 8)
            // Hue falls 5° a tick: from the oldest blend down to the newest, within 3° of rounding.
            #expect(Self.below(oldest + 3, h) <= Self.below(oldest, newest) + 6, "\(name): hue \(h), between \(oldest) and \(newest)")
        }
        let lateHue = Self.hue(try Self.decode(dir, "late.png")[0, 4])
        #expect(abs(lateHue - 125) > 90)
        // `values` builds its tree as far as the latest moment asked for too.
        let r = try CLIRunner.run(["values", "gradient-bar", "--times", "5", "--json"], in: dir)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let layers = try #require((json["samples"] as? [[String: Any]])?.first?["layers"] as? [[String: Any]])
        let colors = try #require(layers.first { $0["name"] as? String == "gradLayer" }?["values"] as? [String: Any])["colors"] as? [String]
        let first = try #require(colors?.first.flatMap { UInt32($0.dropFirst(), radix: 16) })
        let valuesHue = Self.hue(PremultipliedRGBA8(r: UInt8(first >> 24), g: UInt8((first >> 16) & 255), b: UInt8((first >> 8) & 255), a: 255))
        #expect(abs(valuesHue - lateHue) < 3, "values \(valuesHue), still \(lateHue)")
    }

    @Test func keyframesAfterTheDownloadAndDurationOnAStill() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // Done at 0 s: the finish callback at 0.1 s removes the ring; the keyframe at 10 s comes
        // after the download completed, so the app never hears it.
        var r = try CLIRunner.run(["ring", "--progress", "0:1,10:1", "--time", "1", "--scale", "1", "-o", "s.png"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try Self.decode(dir, "s.png").pixels.allSatisfy { $0 == 0 })
        r = try CLIRunner.run(["ring", "--progress", "0:1,10:1", "--time", "0.05", "--scale", "1", "-o", "full.png"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        // Full: the stroke is inked at 9 o'clock (the last quarter of the way round).
        #expect(try Self.decode(dir, "full.png")[4, 50].a == 255)
        r = try CLIRunner.run(["ring", "--progress", "0:1,10:1", "--fps", "10", "-q", "-o", "r.mp4"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try VideoDecoder.probe(path: dir.appendingPathComponent("r.mp4").path).frameCount == 6)

        // --duration on a still: the length the story is built for.
        for (name, extra) in [("a.png", [String]()), ("b.png", ["--duration", "5"])] {
            r = try CLIRunner.run(["ring", "--progress", "0:0,2:1", "--time", "1", "-q", "-o", name] + extra, in: dir)
            #expect(r.status == 0, "\(r.stderr)")
        }
        #expect(try Data(contentsOf: dir.appendingPathComponent("a.png")) == Data(contentsOf: dir.appendingPathComponent("b.png")))
        try CLIRunner.expectRefusal(RefusalCase(arguments: ["ring", "--progress", "0:0,2:1", "--duration", "1.5", "--time", "1", "-o", "c.png"],
                                                mentions: "keyframe 2 '2:1' of --progress at 2.0 s lies outside the 1.5 s render"), in: dir)
        try CLIRunner.expectRefusal(RefusalCase(arguments: ["ring", "--duration", "2", "--time", "3", "-o", "c.png"],
                                                mentions: "--time 3 lies past the 2 s the story is built for"), in: dir)
        try CLIRunner.expectRefusal(RefusalCase(arguments: ["ring", "--loops", "2", "--time", "1", "-o", "c.png"],
                                                mentions: "--frames and --loops do not apply to a single .png"), in: dir)
    }

    @Test func simulatedDownloadIsCutByAShortRender() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        var r = try CLIRunner.run(["ring", "--duration", "0.5", "--fps", "30", "-q", "-o", "r.mp4"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try VideoDecoder.probe(path: dir.appendingPathComponent("r.mp4").path).frameCount == 15)
        for preset in ["gradient-bar", "image-progress"] {
            r = try CLIRunner.run([preset, "--duration", "0.5", "--fps", "10", "--scale", "1", "-q", "-o", "\(preset).mp4"], in: dir)
            #expect(r.status == 0, "\(preset): \(r.stderr)")
        }
        r = try CLIRunner.run(["values", "ring", "--duration", "0.5", "--times", "0.4"], in: dir)
        #expect(r.status == 0 && r.stdout.contains("strokeEnd"), "\(r.stderr)")
        // Keyframes the user wrote are still refused, by the user's own words.
        try "time,progress\n0,0\n9,1\n".write(to: dir.appendingPathComponent("late.csv"), atomically: true, encoding: .utf8)
        try CLIRunner.expectRefusal(RefusalCase(arguments: ["ring", "--progress-file", "late.csv", "--duration", "4", "-o", "o.mp4"],
                                                mentions: "keyframe late.csv:3 '9,1' at 9.0 s lies outside the 4.0 s render"), in: dir)
    }

    /// `spinnergen values <preset> <args> --times t --json`: the layers' presented values at t.
    static func presented(_ args: [String], at t: Double) throws -> [String: [String: Any]] {
        let r = try CLIRunner.run(["values"] + args + ["--times", "\(t)", "--json"])
        #expect(r.status == 0, "\(r.stderr)")
        let root = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let sample = try #require((root["samples"] as? [[String: Any]])?.first)
        var out: [String: [String: Any]] = [:]
        for layer in sample["layers"] as? [[String: Any]] ?? [] {
            if let name = layer["name"] as? String, let values = layer["values"] as? [String: Any] { out[name] = values }
        }
        return out
    }

    /// The moment the result line of a `--at-progress` still names.
    static func foundTime(_ stderr: String) throws -> Double {
        let line = try #require(stderr.split(separator: "\n").first { $0.contains("first shown at") })
        let text = try #require(line.split(separator: " ").dropLast().last)
        return try #require(Double(text))
    }

    @Test func atProgressFindsTheFirstMomentTheLayersShowIt() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // The ring: no animation, so the callback that first tells 0.25 (at 1 s of 0:0 → 4:1).
        var r = try CLIRunner.run(["ring", "--progress", "0:0,4:1", "--at-progress", "0.25", "-o", "ring.png"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("progress 0.25 first shown at"), "\(r.stderr)")
        let t = try Self.foundTime(r.stderr)
        #expect(abs(t - 1) < 1e-9)
        let ring = ["ring", "--progress", "0:0,4:1"]
        #expect(abs((try Self.presented(ring, at: t)["HSCircleView"]?["strokeEnd"] as? Double ?? .nan) - 0.25) < 1e-6)
        #expect((try Self.presented(ring, at: t - 1e-6)["HSCircleView"]?["strokeEnd"] as? Double ?? .nan) < 0.25)
        // The same as a still at that time.
        r = try CLIRunner.run(["ring", "--progress", "0:0,4:1", "--time", "\(t)", "-q", "-o", "ring-t.png"], in: dir)
        #expect(try Data(contentsOf: dir.appendingPathComponent("ring.png")) == Data(contentsOf: dir.appendingPathComponent("ring-t.png")))

        // The image view: implicit animations, so the presented value lags the model value and
        // 0.4 is shown after the 0.8 s at which the model reaches it.
        let image = ["image-progress", "--progress", "0:0,2:1"]
        r = try CLIRunner.run(image + ["--at-progress", "0.4", "--scale", "1", "-o", "img.png"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let ti = try Self.foundTime(r.stderr)
        #expect(ti > 0.8 && ti < 1.05)
        #expect(abs((try Self.presented(image, at: ti)["borderProgressLayer"]?["strokeEnd"] as? Double ?? .nan) - 0.4) < 1e-6)
        #expect((try Self.presented(image, at: ti - 1e-6)["borderProgressLayer"]?["strokeEnd"] as? Double ?? .nan) < 0.4)
        r = try CLIRunner.run(image + ["--type", "frame", "--at-progress", "0.4", "--scale", "1", "-o", "frame.png"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let tf = try Self.foundTime(r.stderr)
        let bounds = try Self.presented(image + ["--type", "frame"], at: tf)["frameProgressLayer"]?["bounds"] as? [Double] ?? []
        #expect(bounds.count == 4 && abs(bounds[2] / 300 - 0.4) < 1e-6)
        #expect(abs(tf - ti) < 1e-9)
        // The frame layer covers 40% of the 300 pt width, from the left.
        let frame = try Self.decode(dir, "frame.png")
        #expect(frame[118, 100].a == 255 && frame[122, 100].a == 0)

        // The bar: its mask is 0.5 of the width at the moment found.
        r = try CLIRunner.run(["gradient-bar", "--progress", "0:0,2:1", "--at-progress", "0.5", "-o", "bar.png"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let tb = try Self.foundTime(r.stderr)
        #expect(tb > 1 && tb < 1.25)
        let bar = try Self.decode(dir, "bar.png")
        #expect(bar.width == 1280)
        #expect(bar[636, 4].a == 255 && bar[643, 4].a == 0)
    }

    static let refusals: [RefusalCase] = [
        RefusalCase(arguments: ["material", "--at-progress", "0.5", "-o", "m.png"], mentions: "material shows no progress"),
        RefusalCase(arguments: ["ring", "--at-progress", "0.5", "--time", "1", "-o", "r.png"], mentions: "--time and --at-progress cannot be used together"),
        RefusalCase(arguments: ["ring", "--at-progress", "0.5", "-o", "r.mp4"], mentions: "--at-progress applies to a single .png still"),
        RefusalCase(arguments: ["ring", "--at-progress", "1.5", "-o", "r.png"], mentions: "invalid value '1.5' for --at-progress"),
        RefusalCase(arguments: ["ring", "--progress", "0:0,2:0.5", "--at-progress", "0.75", "-o", "r.png"],
                    mentions: "the layers never show progress 0.75 in the 2.5 s story (the most shown is 0.5, at 2 s;"),
        // The border is removed at the finish callback while still animating towards 1.
        RefusalCase(arguments: ["image-progress", "--progress", "0:0,1:1", "--at-progress", "1", "-o", "i.png"],
                    mentions: "never show progress 1 in the 1.6 s story"),
    ]

    @Test(arguments: refusals)
    func atProgressRefusals(_ c: RefusalCase) throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try CLIRunner.expectRefusal(c, in: dir)
    }
}
