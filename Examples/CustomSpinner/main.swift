// A custom spinner built from layers and animations the way UIKit code builds CALayers, then
// rendered with the same pipeline the command line uses.
//
//   swift run CustomSpinner out/        (a PNG sequence; or out.mp4, or still.png)
import Foundation
import SpinnerCore
import SpinnerAnimation
import SpinnerPipeline

let view = Layer()
view.bounds = Rect(x: 0, y: 0, width: 40, height: 40)
view.position = Point(x: 20, y: 20)

let arc = ShapeLayer()
arc.position = Point(x: 20, y: 20)
var circle = Path()
circle.addArc(center: .zero, radius: 16, startAngle: -.pi / 2, endAngle: 1.5 * .pi, clockwise: true)
arc.path = circle
arc.fillColor = nil
arc.strokeColor = Color(hex: "#6200EE")
arc.lineWidth = 4
arc.lineCap = .round
arc.strokeEnd = 0.25
view.addSublayer(arc)

var spin = BasicAnimation(keyPath: "transform.rotation.z")
spin.fromValue = .number(0)
spin.toValue = .number(2 * .pi)
spin.duration = 1.0
spin.timingFunction = .easeInEaseOut
spin.repeatCount = .infinity
arc.add(spin, forKey: "spin")

var pulse = BasicAnimation(keyPath: "opacity")
pulse.fromValue = .number(1)
pulse.toValue = .number(0.4)
pulse.duration = 0.5
pulse.autoreverses = true
pulse.repeatCount = .infinity
arc.add(pulse, forKey: "pulse")

let path = CommandLine.arguments.dropFirst().first ?? "custom-spinner/"
do {
    let scene = try Scene(root: view, scale: 4)
    let job = RenderJob(scene: scene, output: try OutputTarget(path: path), fps: Rational(30),
                        frames: 0..<30, stillTime: 0.25)
    let summary = try RenderPipeline.run(job)
    print("wrote \(summary.frameCount) frames to \(path)")
} catch {
    FileHandle.standardError.write("CustomSpinner: \(error)\n".data(using: .utf8)!)
    exit(1)
}
