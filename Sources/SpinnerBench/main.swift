// Render-only throughput for scripts/bench: the Material spinner rasterised through the real
// pipeline into a sink that keeps nothing. Prints frames per second.
//
//   SpinnerBench WIDTHxHEIGHT FRAMES [THREADS]
import Foundation
import SpinnerCore
import SpinnerAnimation
import SpinnerEncode
import SpinnerPipeline
import SpinnerPresets

/// Counts frames and drops them.
final class DiscardingSink: FrameSink {
    func prepare(_ frame: PixelBuffer, index: Int, changed: PixelRect?) throws -> PreparedFrame {
        PreparedFrame(index: index, payload: .bytes([]))
    }
    func write(_ frame: PreparedFrame) throws {}
    func finish() throws {}
    func cancel() {}
}

let args = CommandLine.arguments
guard args.count >= 3, let sep = args[1].firstIndex(of: "x"),
      let w = Double(args[1][..<sep]), let h = Double(args[1][args[1].index(after: sep)...]),
      let frames = Int(args[2]) else {
    FileHandle.standardError.write("usage: SpinnerBench WIDTHxHEIGHT FRAMES [THREADS]\n".data(using: .utf8)!)
    exit(64)
}
let threads = args.count > 3 ? Int(args[3]) ?? 0 : 0
var spinner = MaterialSpinner()
// Pixels are given; the view is a quarter of that in points, drawn at scale 4 as the CLI does.
spinner.size = Size(width: w / 4, height: h / 4)
let scene = try Scene(root: spinner.makeLayer(), scale: 4, background: .white)
let start = DispatchTime.now()
try RenderPipeline.render(scene, frames: 0..<frames, fps: Rational(60), threads: threads, into: DiscardingSink())
let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
print(String(format: "%.1f", Double(frames) / seconds))
