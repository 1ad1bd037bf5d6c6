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
import Foundation
import SpinnerCore
import SpinnerAnimation
import SpinnerEncode
import SpinnerPipeline
import SpinnerPresets
import SpinnerRaster

/// Counts frames and drops them.
final class DiscardingSink: FrameSink {
    func prepare(_ frame: PixelBuffer, index: Int, changed: PixelRect?) throws -> PreparedFrame {
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

let args = CommandLine.arguments
guard args.count >= 4, let sep = args[2].firstIndex(of: "x"),
      let w = Int(args[2][..<sep]), let h = Int(args[2][args[2].index(after: sep)...]), w > 0, h > 0,
      let frames = Int(args[3]), frames > 0 else {
    fail("usage: SpinnerBench render|canvas WIDTHxHEIGHT FRAMES [THREADS]")
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
    spinner.transform = AffineTransform(scaleX: 4, y: 4)
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
default:
    fail("unknown mode '\(args[1])'")
}
