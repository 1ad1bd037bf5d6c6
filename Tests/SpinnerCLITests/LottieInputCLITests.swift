import Foundation
import Testing
import SpinnerEncode
import SpinnerAnimation
import SpinnerRaster
import SpinnerLottieImport

/// Lottie files in through every command that takes a file (issue 31, items 1 and 3): told apart
/// by content, timed from `ip`, `op` and `fr`, sized from `w` x `h`, stills by `--frame`, spans by
/// `--marker`, dotLottie packages, and every note said once. The files are `LottieFixtures`'.
@Suite struct LottieInputCLITests {
    static func folder() throws -> URL {
        let dir = try CLIRunner.temporaryDirectory()
        try LottieFixtures.write(into: dir)
        return dir
    }

    /// Frames 10 to 40 at 30 fps: one loop is 1 s, so 30 frames at 30 fps, 25 at 25; the canvas
    /// is the composition's 40 x 20 at --scale 1.
    @Test func timingAndSizeComeFromTheFile() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIRunner.run(["render", "plain.json", "--scale", "1", "--fps", "30", "-o", "f/%02d.png", "-o", "a.gif"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("30 frames, 40x20 px"), "\(r.stderr)")
        #expect(CLIRunner.contents(of: dir.appendingPathComponent("f")).count == 30)
        let gif = try CLIRunner.run(["render", "plain.json", "--scale", "1", "--fps", "25", "-q", "-o", "b.gif"], in: dir)
        #expect(gif.status == 0, "\(gif.stderr)")
        // --size fits the composition keeping its aspect, fractional points allowed.
        let fit = try CLIRunner.run(["render", "plain.json", "--size", "10.5", "--scale", "4", "--frame", "10", "-q", "-o", "fit.png"], in: dir)
        #expect(fit.status == 0, "\(fit.stderr)")
        let small = try PNGCodec.decode(contentsOf: dir.appendingPathComponent("fit.png").path)
        #expect(small.width == 42 && small.height == 21)
    }

    /// Without --scale a Lottie file renders at its own w x h pixels, as players and converters
    /// do, and its manifest replays at that size; presets and scene files keep 4.
    @Test func theDefaultScaleIsTheCompositionsOwnPixels() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIRunner.run(["render", "plain.json", "--frame", "10", "--manifest", "m.json", "-o", "still.png"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let still = try PNGCodec.decode(contentsOf: dir.appendingPathComponent("still.png").path)
        #expect(still.width == 40 && still.height == 20)
        let verify = try CLIRunner.run(["verify", "m.json"], in: dir)
        #expect(verify.status == 0, "\(verify.stderr)")
        let check = try CLIRunner.run(["check", "plain.json"], in: dir)
        #expect(check.stdout.contains("canvas 40x20 pt (40x20 px at --scale 1)"), "\(check.stdout)")
        let scaled = try CLIRunner.run(["render", "plain.json", "--frame", "10", "--scale", "2", "-q", "-o", "two.png"], in: dir)
        #expect(scaled.status == 0, "\(scaled.stderr)")
        #expect(try PNGCodec.decode(contentsOf: dir.appendingPathComponent("two.png").path).width == 80)
    }

    /// `--frame 25` is 0.5 s after `ip` 10: the square's centre is at x 20, and the still is the
    /// library's own render of the file at that moment, pixel for pixel.
    @Test func aFrameIsTheLibrarysStillAtThatMoment() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        for (flag, value, name) in [("--frame", "25", "frame.png"), ("--time", "0.5", "time.png")] {
            let r = try CLIRunner.run(["render", "plain.json", "--scale", "1", flag, value, "-q", "-o", name], in: dir)
            #expect(r.status == 0, "\(r.stderr)")
        }
        let still = try PNGCodec.decode(contentsOf: dir.appendingPathComponent("frame.png").path)
        let byTime = try PNGCodec.decode(contentsOf: dir.appendingPathComponent("time.png").path)
        #expect(still.pixels == byTime.pixels)
        let inside = still[20, 10], outside = still[5, 10]
        #expect(inside.r == 255 && inside.g == 0 && inside.a == 255)
        #expect(outside.a == 0)
        var builder = LottieSceneBuilder(try LottieComposition.read(Array(LottieFixtures.plain.utf8)))
        let scene = try Scene(root: builder.rootLayer(), scale: 1)
        let library = Rasterizer().render(scene.presentation(at: 0.5))
        #expect(library.width == still.width && library.height == still.height && library.pixels == still.pixels)
    }

    /// `--marker half` plays frames 25 to 40: 15 frames at 30 fps, the first of them frame 25.
    @Test func aMarkerIsItsSpan() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIRunner.run(["render", "plain.json", "--marker", "half", "--scale", "1", "--fps", "30", "-o", "m/%02d.png"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("15 frames"), "\(r.stderr)")
        let still = try CLIRunner.run(["render", "plain.json", "--frame", "25", "--scale", "1", "-q", "-o", "s.png"], in: dir)
        #expect(still.status == 0, "\(still.stderr)")
        let first = try PNGCodec.decode(contentsOf: dir.appendingPathComponent("m/00.png").path)
        #expect(first.pixels == (try PNGCodec.decode(contentsOf: dir.appendingPathComponent("s.png").path)).pixels)
        // `back` (dr -15) plays frames 40 down to 25: its frame 5 at 30 fps is frame 35.
        let back = try CLIRunner.run(["render", "plain.json", "--marker", "back", "--scale", "1", "--fps", "30", "-q", "-o", "b/%02d.png"], in: dir)
        #expect(back.status == 0 && CLIRunner.contents(of: dir.appendingPathComponent("b")).count == 15, "\(back.stderr)")
        let at35 = try CLIRunner.run(["render", "plain.json", "--frame", "35", "--scale", "1", "-q", "-o", "s35.png"], in: dir)
        #expect(at35.status == 0, "\(at35.stderr)")
        #expect(try PNGCodec.decode(contentsOf: dir.appendingPathComponent("b/05.png").path).pixels
                == (try PNGCodec.decode(contentsOf: dir.appendingPathComponent("s35.png").path)).pixels)
    }

    /// The expression on the opacity is said once, with its JSON path, however many scales render;
    /// `check` lists the features and what is approximated or ignored, on standard output.
    @Test func notesAreSaidOnceAndCheckListsThem() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIRunner.run(["render", "square.json", "--scale", "1,2", "-o", "s{scale}.gif"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let notes = r.stderr.split(separator: "\n").filter { $0.hasPrefix("note: ") }
        #expect(notes == ["note: expressions (at layers[0].ks.o.x)"], "\(r.stderr)")
        let check = try CLIRunner.run(["check", "square.json"], in: dir)
        #expect(check.status == 0, "\(check.stderr)")
        let lines = check.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 3, "\(check.stdout)")
        #expect(lines.first?.hasPrefix("square.json: ok: Lottie 5.7.4, frames 10-40 at 30 fps (loop 1 s), canvas 40x20 pt") == true, "\(check.stdout)")
        #expect(lines.first?.contains("markers half (25-40), moment (30-30), back (40-25)") == true, "\(check.stdout)")
        #expect(lines.dropFirst().first == "uses: shape layers 1, rectangles 1, fills 1, animated properties 1, expressions 1, markers 3")
        #expect(lines.last == "approximated or ignored: expressions (at layers[0].ks.o.x)")
        #expect(check.stderr.isEmpty)
        let plain = try CLIRunner.run(["check", "plain.json", "--strict"], in: dir)
        #expect(plain.status == 0 && plain.stdout.hasSuffix("approximated or ignored: nothing\n"), "\(plain.stdout)\(plain.stderr)")
    }

    /// A dotLottie package plays its first animation, or the one `--animation` names; `values`,
    /// `sheet` and `export` read it as `render` does.
    @Test func aDotLottiePackageAndTheOtherCommands() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let first = try CLIRunner.run(["render", "pkg.lottie", "--scale", "1", "--frame", "25", "-q", "-o", "a.png"], in: dir)
        #expect(first.status == 0, "\(first.stderr)")
        let a = try PNGCodec.decode(contentsOf: dir.appendingPathComponent("a.png").path)
        #expect(a.width == 40 && a.height == 20 && a[20, 10].r == 255)
        let b = try CLIRunner.run(["check", "pkg.lottie", "--animation", "b"], in: dir)
        #expect(b.stdout.hasPrefix("pkg.lottie: ok: Lottie 5.7.4, animation 'b', frames 0-50 at 25 fps (loop 2 s), canvas 20x40 pt"), "\(b.stdout)\(b.stderr)")
        let values = try CLIRunner.run(["values", "square.json", "--times", "0.5", "--layer", "box", "--keys", "position"], in: dir)
        #expect(values.status == 0, "\(values.stderr)")
        #expect(values.stdout.contains("20") && values.stderr.contains("note: expressions"), "\(values.stdout)\(values.stderr)")
        let sheet = try CLIRunner.run(["sheet", "pkg.lottie", "--fps", "3", "-o", "sheet.png"], in: dir)
        #expect(sheet.status == 0, "\(sheet.stderr)")
        let export = try CLIRunner.run(["export", "pkg.lottie", "-o", "again.json"], in: dir)
        #expect(export.status == 0, "\(export.stderr)")
    }

    /// A batch job `"lottie": FILE` renders as `render FILE` does.
    @Test func batchJobsTakeLottieFiles() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data(#"{"spinnergen-batch": 1, "jobs": [{"lottie": "square.json", "options": {"scale": 1, "fps": 30}, "outputs": ["out/sq.gif"]}]}"#.utf8)
            .write(to: dir.appendingPathComponent("batch.json"))
        let r = try CLIRunner.run(["batch", "batch.json"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("spinnergen: job 0: note: expressions (at layers[0].ks.o.x)"), "\(r.stderr)")
        #expect(r.stderr.contains("wrote out/sq.gif: 30 frames"), "\(r.stderr)")
    }
}

extension LottieInputCLITests {
    /// Images beside a JSON file and inside a package are read and drawn; a missing one is a note.
    @Test func imagesAreResolvedBesideTheFileAndInThePackage() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("images"), withIntermediateDirectories: true)
        try Data(LottieFixtures.bluePixel).write(to: dir.appendingPathComponent("images/img_0.png"))
        try Data(LottieFixtures.images.utf8).write(to: dir.appendingPathComponent("images.json"))
        let r = try CLIRunner.run(["check", "images.json"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains(", images read img_0, img_2\n"), "\(r.stdout)")
        #expect(r.stdout.contains("approximated or ignored: image file 'images/missing.png' (not found) (at assets[1].p)"), "\(r.stdout)")
        // The image layer draws img_0, the blue pixel read from beside the file, at its origin.
        let still = try CLIRunner.run(["render", "images.json", "--scale", "1", "--frame", "0", "-q", "-o", "i.png"], in: dir)
        #expect(still.status == 0, "\(still.stderr)")
        let drawn = try PNGCodec.decode(contentsOf: dir.appendingPathComponent("i.png").path)
        #expect(drawn[0, 0].b == 255 && drawn[0, 0].r == 0 && drawn[0, 0].a == 255 && drawn[5, 5].a == 0)
        let package = ZipArchive(entries: [
            .init(name: "manifest.json", bytes: Array(#"{"animations":[{"id":"i"}]}"#.utf8)),
            .init(name: "animations/i.json", bytes: Array(LottieFixtures.images.utf8)),
            .init(name: "images/img_0.png", bytes: LottieFixtures.bluePixel),
        ]).bytes()!
        try Data(package).write(to: dir.appendingPathComponent("images.lottie"))
        let p = try CLIRunner.run(["check", "images.lottie"], in: dir)
        #expect(p.status == 0 && p.stdout.contains(", images read img_0, img_2\n"), "\(p.stdout)\(p.stderr)")
    }
}

extension LottieInputCLITests {
    /// A Lottie render's manifest verifies; `plot` draws the square's position.
    @Test func verifyAndPlotReadTheFileAgain() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIRunner.run(["render", "plain.json", "--scale", "1", "--fps", "10", "--manifest", "m.json", "-q", "-o", "f/%02d.png"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let v = try CLIRunner.run(["verify", "m.json"], in: dir)
        #expect(v.status == 0 && v.stdout.contains("all 10 frames match"), "\(v.stdout)\(v.stderr)")
        let plot = try CLIRunner.run(["plot", "plain.json", "-o", "p.svg"], in: dir)
        #expect(plot.status == 0, "\(plot.stderr)")
        #expect(try String(contentsOf: dir.appendingPathComponent("p.svg"), encoding: .utf8).contains("position"))
    }
}
