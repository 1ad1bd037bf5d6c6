import SpinnerJobs
import SpinnerCore
import SpinnerEncode
import SpinnerPipeline
import SpinnerPresets
import SpinnerScene
import SpinnerAnimation
import SpinnerRaster
import SpinnerOutputs
import Foundation

/// The one entry every fuzz input goes through, from libFuzzer, the deterministic campaign or
/// the test suite: the first byte picks a parser, the rest is its input.
///
/// Each parser must return a value or a typed error for any bytes; a trap (overflow, a failed
/// precondition, `Int(Double)` of a huge value) kills the process, and that is the finding.
/// Values a parser accepts are also pushed through the arithmetic the command line does next
/// with them, because an accepted value that traps later is the same bug.
public enum FuzzTarget: UInt8, CaseIterable, Sendable {
    case progressCSV, progressKeyframes, color, rate, frameRange, number, png, scene, coverage, lottie

    /// Runs one input; returns normally for every input unless a parser traps.
    public static func run(_ bytes: [UInt8]) {
        guard let first = bytes.first else { return }
        let target = FuzzTarget.allCases[Int(first) % FuzzTarget.allCases.count]
        target.run(Array(bytes.dropFirst()))
    }

    /// The first byte that selects this target.
    public var selector: UInt8 { rawValue }

    /// The target of this name (`scene`, `png`, ...).
    public static func named(_ name: String) -> FuzzTarget? {
        allCases.first { "\($0)" == name }
    }

    /// Runs one input of this target alone (no selector byte): libFuzzer pinned to one target.
    public func run(_ input: [UInt8]) {
        let text = String(decoding: input, as: UTF8.self)
        switch self {
        case .progressCSV:
            if let keyframes = try? ProgressOptions.csv(text, path: "fuzz.csv") { FuzzTarget.timeline(keyframes) }
        case .progressKeyframes:
            if let keyframes = try? ProgressOptions.keyframes(text, separator: ",", pair: ":", source: "--progress") {
                FuzzTarget.timeline(keyframes)
            }
        case .color:
            if let c = Color(parsing: text) { _ = c.hexString; _ = Color(parsing: c.hexString) }
            _ = try? ValueParser.color(text, option: "background")
        case .rate:
            if let r = Rational(parsing: text) { _ = r.doubleValue; _ = r.description }
            if let fps = try? ValueParser.rate(text, option: "fps") { FuzzTarget.frames(at: fps) }
        case .frameRange:
            _ = try? RenderOptions.frameRange(text)
        case .number:
            _ = try? ValueParser.size(text, option: "size")
            _ = try? ValueParser.number(text, option: "duration", min: 0, max: 86400, expected: "seconds")
            _ = try? ValueParser.integer(text, option: "threads", range: 0...256, expected: "a whole number")
            // `--scale`: each scale of a list goes into file names as text.
            if let set = try? ScaleSet.parse(text) { for step in set.steps { _ = step.text } }
        case .png:
            // A small limit keeps a mutated IHDR from making every input allocate a large image,
            // and sends many inputs down the refusal path.
            if let image = try? PNGCodec.decode(input, maximumPixels: 256 * 256) { _ = image[0, 0] }
        case .scene:
            FuzzTarget.scene(input)
        case .coverage:
            FuzzTarget.coverage(input)
        case .lottie:
            FuzzTarget.lottie(input)
        }
    }

    /// What `check` and `render` do with a scene file: decode it (with the label font, so text
    /// layers reach the text budget), freeze it as `check` does, which applies every scene work
    /// budget (replicator copies, glyphs and outline segments a frame, a finite canvas), then
    /// present it at a few moments and draw one frame at a scale that keeps the canvas within
    /// 32 px a side, as `--size` would. The drawing is nine tenths of an input's time and
    /// grows with the canvas's rows, half as many as at 64 px; 32 still takes every layer,
    /// path and budget through the rasteriser.
    static func scene(_ input: [UInt8]) {
        guard let document = try? SceneFile.decode(Data(input), file: "fuzz.json"),
              (try? SceneFile.check(document, file: "fuzz.json")) != nil else { return }
        let side = max(document.root.bounds.width, document.root.bounds.height)
        guard let scene = try? Scene(root: document.root, scale: min(1, 32 / side)) else { return }
        for t: Double in [0, 1, 1e9] { _ = scene.presentation(at: t) }
        _ = Rasterizer().render(scene.presentation(at: 0.37))
    }

    /// What `check` and `render` do with a Lottie file: a zip is read as a dotLottie package
    /// (directory, manifest, the first animation, its images), anything else as Bodymovin JSON;
    /// the document is read strictly within `LottieLimits`, built onto engine layers, frozen as
    /// `check` freezes it, presented at a few moments and drawn once within 32 px a side.
    static func lottie(_ input: [UInt8]) {
        let read: LottieDocument?
        if ZipReader.looksLikeZip(input) {
            read = try? LottieFile.package(input, file: "fuzz.lottie", animation: nil)
        } else {
            read = try? LottieFile.decode(input, file: "fuzz.json")
        }
        guard let document = read, (try? SceneFile.freeze(document.root, file: "fuzz.json", scale: SceneFile.checkScale)) != nil else { return }
        _ = document.features.description
        for marker in document.markers { _ = document.seconds(ofFrame: marker.startFrame + marker.durationFrames) }
        let side = max(document.root.bounds.width, document.root.bounds.height)
        guard let scene = try? Scene(root: document.root, scale: min(1, 32 / side)) else { return }
        for t: Double in [0, document.loopPeriod / 2, 1e9] { _ = scene.presentation(at: t) }
        _ = Rasterizer().render(scene.presentation(at: document.loopPeriod * 0.37))
    }

    /// The rasteriser's work budget: a polygon from the input's bytes, repeated as many times as
    /// its first byte says (up to 511 copies a hair apart, while they keep within 1,024 edges;
    /// a longer polygon, up to 2,047 points with libFuzzer's 4,096 bytes, is drawn once), so a row holds
    /// hundreds of crossing, overlapping or stacked edges and takes the exact cut, the dense
    /// sweep on its ends and crossings, or the dense sweep on its pair tests.
    ///
    /// The work budget is a row's: a row just under it costs up to 2^18 pair tests, several
    /// milliseconds with libFuzzer's instrumentation. So the canvas is one row (a polygon's
    /// other rows are clipped away) and copies stop at 1,024 edges, past the 724 whose pairs
    /// exceed the budget: a minute's run took 667 inputs a second where 4,096 edges over four
    /// rows took 91.
    static func coverage(_ input: [UInt8]) {
        guard input.count >= 7 else { return }
        let evenOdd = input[1] & 1 == 1
        let points = stride(from: 2, to: input.count - 1, by: 2).map {
            Point(x: Double(input[$0]) / 8 - 2, y: Double(input[$0 + 1]) / 64 - 1)
        }
        // Copies up to 1,024 edges: enough to pass the row budget when they overlap, few
        // enough that a campaign runs many inputs.
        let copies = min(1 + Int(input[0]) * 2, max(1, 1_024 / points.count))
        var path = Path()
        for k in 0..<copies {
            let dx = Double(k) * 1e-3
            path.move(to: Point(x: points[0].x + dx, y: points[0].y))
            for p in points.dropFirst() { path.addLine(to: Point(x: p.x + dx, y: p.y)) }
            path.closeSubpath()
        }
        let item = DisplayItem(path: path, transform: .identity, style: .fill(evenOdd ? .evenOdd : .nonZero), paint: .solid(.black))
        _ = Rasterizer().render(DisplayList(width: 32, height: 1, items: [item]))
    }

    /// What a determinate preset does with keyframes: validate, then sample.
    static func timeline(_ keyframes: [ProgressTimeline.Keyframe]) {
        guard let timeline = try? ProgressTimeline(keyframes: keyframes) else { return }
        let last = timeline.keyframes[timeline.keyframes.count - 1].time
        for t: Double in [-1, 0, last / 2, last, last + 1, .infinity, -.infinity, .nan] { _ = timeline.progress(at: t) }
        _ = timeline.finishTime
    }

    /// What a render does with an accepted frame rate: count the frames of a loop or a duration
    /// and time the last one, exactly (manifests, `values`) and as a Double.
    static func frames(at fps: Rational) {
        for seconds: Double in [1e-9, 0.5, 1, 3600, 86400, 8_640_000] {
            let total = RenderJob.frameCount(period: seconds, fps: fps)
            guard total >= 1, total <= RenderOptions.maxFrames else { continue }
            _ = RenderJob.time(ofFrame: total - 1, fps: fps)
            _ = RenderJob.exactTime(ofFrame: total - 1, fps: fps)
        }
    }
}
