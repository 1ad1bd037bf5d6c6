// Throughput figures for scripts/bench, measured in-process (a process start would dominate a
// few milliseconds of work):
//
//   SpinnerBench render WIDTHxHEIGHT FRAMES [THREADS]
//       the Material spinner filling the canvas, through the real pipeline into a sink that
//       keeps nothing: prints frames per second.
//   SpinnerBench canvas WIDTHxHEIGHT FRAMES
//       a 200 px Material spinner in the middle of a large canvas, one thread: prints
//       milliseconds per frame: in all, the clear (allocating and filling the frame, freeing the
//       last), and the drawing into the freshly cleared frame.
//   SpinnerBench replicator WIDTHxHEIGHT FRAMES
//       a 12-spoke activity indicator made with a ReplicatorLayer, one thread, at 12 copies and
//       at 1: prints, per line, the variant, the copies, and CPU milliseconds per frame of
//       presentation (layer tree → display list) and of rasterisation. `shared`: spokes without
//       animations of their own (the tail is instanceAlphaOffset, the replicator turns), so the
//       copies are presented once and re-transformed; `delayed`: each spoke fades with
//       instanceDelay, so each copy is presented at its own time; `layers`: the shared indicator
//       built by hand from 12 spoke layers (the same pixels). Best of 5 runs each.
import Foundation
import SpinnerCore
import SpinnerAnimation
import SpinnerEncode
import SpinnerPipeline
import SpinnerPresets
import SpinnerRaster
// Linked for its zeroed memalign, which libx264 finds here (see Package.swift).
import CX264Heap

/// Counts frames and drops them.
final class DiscardingSink: FrameSink {
    func prepare(_ frame: PixelBuffer, index: Int, changed: DirtyRows?) throws -> PreparedFrame {
        PreparedFrame(index: index, payload: .bytes([]))
    }
    func write(_ frame: PreparedFrame) throws {}
    func finish() throws {}
    func cancel() {}
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write((message + "\n").data(using: .utf8)!)
    exit(64)
}

func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now()
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
}

/// This thread's CPU seconds for `body`: on a machine shared with other work, a figure of a few
/// microseconds a frame that preemption does not inflate.
func cpuSeconds(_ body: () throws -> Void) rethrows -> Double {
    func now() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }
    let start = now()
    try body()
    return now() - start
}

let args = CommandLine.arguments
guard args.count >= 4, let sep = args[2].firstIndex(of: "x"),
      let w = Int(args[2][..<sep]), let h = Int(args[2][args[2].index(after: sep)...]), w > 0, h > 0,
      let frames = Int(args[3]), frames > 0 else {
    fail("usage: SpinnerBench render|canvas|replicator|depth WIDTHxHEIGHT FRAMES [THREADS | affine|3d]")
}

switch args[1] {
case "render":
    let threads = args.count > 4 ? Int(args[4]) ?? 0 : 0
    var spinner = MaterialSpinner()
    spinner.size = Size(width: Double(w) / 4, height: Double(h) / 4)
    let scene = try Scene(root: spinner.makeLayer(), scale: 4, background: .white)
    let t = try seconds {
        try RenderPipeline.render(scene, frames: 0..<frames, fps: Rational(60), threads: threads, into: DiscardingSink())
    }
    print(DecimalText.fixed(Double(frames) / t, decimals: 1))
case "canvas":
    let canvas = Layer()
    canvas.bounds = Rect(x: 0, y: 0, width: Double(w), height: Double(h))
    let spinner = MaterialSpinner().makeLayer()
    spinner.transform = Transform3D(AffineTransform(scaleX: 4, y: 4))
    spinner.position = Point(x: Double(w) / 2, y: Double(h) / 2)
    canvas.addSublayer(spinner)
    let scene = try Scene(root: canvas, scale: 1, background: .white)
    let rasterizer = Rasterizer()
    let lists = (0..<frames).map { scene.presentation(at: Double($0) / 60) }
    var checksum = 0
    var clear = 0.0, draw = 0.0
    for list in lists {
        var frame = PixelBuffer(width: 0, height: 0)
        clear += seconds { frame = PixelBuffer(width: w, height: h, fill: PremultipliedRGBA8(list.background)) }
        draw += seconds { rasterizer.draw(list, into: &frame) }
        checksum &+= Int(frame.pixels[frame.pixels.count / 2])
    }
    let clearMs = clear / Double(frames) * 1000, drawMs = draw / Double(frames) * 1000
    print([clearMs + drawMs, clearMs, drawMs].map { DecimalText.fixed($0, decimals: 3) }.joined(separator: " "), checksum == -1 ? "" : "")
case "replicator":
    /// The indicator filling the canvas: spokes 30° apart about the centre.
    func spokes(copies: Int, delayed: Bool) throws -> Scene {
        let side = Double(min(w, h))
        let root = Layer()
        root.bounds = Rect(x: 0, y: 0, width: Double(w), height: Double(h))
        let replicator = ReplicatorLayer()
        replicator.frame = Rect(x: (Double(w) - side) / 2, y: (Double(h) - side) / 2, width: side, height: side)
        replicator.instanceCount = copies
        replicator.instanceTransform = AffineTransform(rotationAngle: Double.pi / 6)
        let spoke = ShapeLayer()
        spoke.frame = Rect(x: side * 0.46, y: side * 0.08, width: side * 0.08, height: side * 0.26)
        var path = Path()
        path.addRoundedRect(spoke.bounds, cornerRadius: side * 0.04, style: .circular)
        spoke.path = path
        spoke.fillColor = Color(red: 0.56, green: 0.56, blue: 0.58)
        if delayed {
            replicator.instanceDelay = 1.0 / 12
            var fade = BasicAnimation(keyPath: .opacity)
            fade.fromValue = .number(1)
            fade.toValue = .number(0.15)
            fade.duration = 1
            fade.repeatCount = .infinity
            spoke.add(fade, forKey: "fade")
        } else {
            replicator.instanceAlphaOffset = -1.0 / 12
            var turn = BasicAnimation(keyPath: .transformRotationZ)
            turn.fromValue = .number(0)
            turn.toValue = .number(2 * Double.pi)
            turn.duration = 1
            turn.repeatCount = .infinity
            replicator.add(turn, forKey: "turn")
        }
        replicator.addSublayer(spoke)
        root.addSublayer(replicator)
        return try Scene(root: root, scale: 1, background: .white)
    }
    /// The shared indicator built by hand, as one would without a replicator: 12 spoke layers,
    /// each turned about the centre and faded by its fill's alpha, in a container that turns.
    /// The same pixels as `spokes(copies: 12, delayed: false)`, so the difference in cost is
    /// the replicator's own.
    func handLaid() throws -> Scene {
        let side = Double(min(w, h))
        let root = Layer()
        root.bounds = Rect(x: 0, y: 0, width: Double(w), height: Double(h))
        let container = Layer()
        container.frame = Rect(x: (Double(w) - side) / 2, y: (Double(h) - side) / 2, width: side, height: side)
        for k in 0..<12 {
            let spoke = ShapeLayer()
            let frame = Rect(x: side * 0.46, y: side * 0.08, width: side * 0.08, height: side * 0.26)
            spoke.bounds = Rect(x: 0, y: 0, width: frame.width, height: frame.height)
            // Anchored at the container's centre, so the transform turns the spoke about it.
            spoke.anchorPoint = Point(x: (side / 2 - frame.minX) / frame.width, y: (side / 2 - frame.minY) / frame.height)
            spoke.position = Point(x: side / 2, y: side / 2)
            spoke.transform = Transform3D(AffineTransform(rotationAngle: Double(k) * Double.pi / 6))
            var path = Path()
            path.addRoundedRect(spoke.bounds, cornerRadius: side * 0.04, style: .circular)
            spoke.path = path
            spoke.fillColor = Color(red: 0.56, green: 0.56, blue: 0.58, alpha: 1 - Double(k) / 12)
            container.addSublayer(spoke)
        }
        var turn = BasicAnimation(keyPath: .transformRotationZ)
        turn.fromValue = .number(0)
        turn.toValue = .number(2 * Double.pi)
        turn.duration = 1
        turn.repeatCount = .infinity
        container.add(turn, forKey: "turn")
        root.addSublayer(container)
        return try Scene(root: root, scale: 1, background: .white)
    }
    let rasterizer = Rasterizer()
    var checksum = 0
    let variants: [(String, Int, () throws -> Scene)] = [
        ("shared", 12, { try spokes(copies: 12, delayed: false) }), ("shared", 1, { try spokes(copies: 1, delayed: false) }),
        ("delayed", 12, { try spokes(copies: 12, delayed: true) }), ("delayed", 1, { try spokes(copies: 1, delayed: true) }),
        ("layers", 12, handLaid),
    ]
    for (variant, copies, make) in variants {
        do {
            let scene = try make()
            // Best of 5: the machine is shared, and a few microseconds a frame are easily disturbed.
            var lists: [DisplayList] = []
            var present = Double.infinity, draw = Double.infinity
            var frame = PixelBuffer(width: w, height: h, fill: PremultipliedRGBA8(Color.white))
            for _ in 0..<5 {
                lists.removeAll(keepingCapacity: true)
                present = min(present, cpuSeconds { for i in 0..<frames { lists.append(scene.presentation(at: Double(i) / 60)) } })
                draw = min(draw, cpuSeconds { for list in lists { rasterizer.draw(list, into: &frame) } })
            }
            checksum &+= Int(frame.pixels[frame.pixels.count / 2])
            let ms = [present, draw].map { DecimalText.fixed($0 / Double(frames) * 1000, decimals: 4) }
            print(variant, copies, ms[0], ms[1])
        }
    }
    if checksum == -1 { print("") }
case "depth":
    /// The Material spinner filling a card that is turned 35° about y under a perspective (its
    /// superlayer's `m34 = -1/d`, d the canvas width), or, for the same pixels' worth of work
    /// drawn affinely, squeezed to the turned card's mean width: what a layer in 3D costs per
    /// frame beside the same layer in the plane. `SpinnerBench depth WxH FRAMES [affine|3d]`
    /// times both (best of 5, ms a frame); with a variant it renders that one once (for callgrind).
    func card(depth: Bool) throws -> Scene {
        let root = Layer()
        root.bounds = Rect(x: 0, y: 0, width: Double(w), height: Double(h))
        let side = Double(min(w, h)) * 0.8
        let angle = 35 * Double.pi / 180
        let card = Layer()
        card.bounds = Rect(x: 0, y: 0, width: side, height: side)
        card.position = Point(x: Double(w) / 2, y: Double(h) / 2)
        card.backgroundColor = Color(red: 0.93, green: 0.94, blue: 0.96)
        card.cornerRadius = side * 0.08
        if depth {
            root.sublayerTransform = Transform3D(perspectiveDistance: Double(w))
            card.transform = Transform3D(rotationAngle: angle, x: 0, y: 1, z: 0)
        } else {
            card.transform = Transform3D(AffineTransform(scaleX: cos(angle), y: 1))
        }
        var spinner = MaterialSpinner()
        spinner.size = Size(width: side, height: side)
        let indicator = spinner.makeLayer()
        indicator.position = Point(x: side / 2, y: side / 2)
        card.addSublayer(indicator)
        root.addSublayer(card)
        return try Scene(root: root, scale: 1, background: .white)
    }
    let rasterizer = Rasterizer()
    var frame = PixelBuffer(width: w, height: h, fill: PremultipliedRGBA8(Color.white))
    if args.count > 4 {
        let scene = try card(depth: args[4] == "3d")
        for i in 0..<frames { rasterizer.draw(scene.presentation(at: Double(i) / 60), into: &frame) }
        print(frame.pixels[frame.pixels.count / 2])
    } else {
        for (variant, depth) in [("affine", false), ("3d", true)] {
            let scene = try card(depth: depth)
            var present = Double.infinity, draw = Double.infinity
            var lists: [DisplayList] = []
            for _ in 0..<5 {
                lists.removeAll(keepingCapacity: true)
                present = min(present, cpuSeconds { for i in 0..<frames { lists.append(scene.presentation(at: Double(i) / 60)) } })
                draw = min(draw, cpuSeconds { for list in lists { rasterizer.draw(list, into: &frame) } })
            }
            let ms = [present, draw].map { DecimalText.fixed($0 / Double(frames) * 1000, decimals: 4) }
            print(variant, ms[0], ms[1])
        }
    }
default:
    fail("unknown mode '\(args[1])'")
}
