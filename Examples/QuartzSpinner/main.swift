// iOS spinner code running on Linux as written: a UIView subclass that builds a CAShapeLayer,
// staggers three dots with `beginTime = CACurrentMediaTime() + k * 0.15` and restarts a
// colour cycle from a transaction's completion block, rendered by LayerRecorder.
//
//   swift run QuartzSpinner out.gif        (or out.mp4, frames/%04d.png, still.png)
#if canImport(UIKit)
import UIKit
#else
import SpinnerUIKit
#endif

final class PulsingDotsView: UIView {
    private let dots = (0..<3).map { _ in CAShapeLayer() }
    private let colors = [UIColor(red: 0.38, green: 0, blue: 0.93, alpha: 1), UIColor.orange]
    private var colorIndex = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        for dot in dots { layer.addSublayer(dot) }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        let spacing = bounds.width / 3
        for (k, dot) in dots.enumerated() {
            dot.frame = CGRect(x: spacing * CGFloat(k), y: (bounds.height - spacing) / 2, width: spacing, height: spacing)
            dot.path = UIBezierPath(ovalIn: dot.bounds.insetBy(dx: spacing * 0.2, dy: spacing * 0.2)).cgPath
            dot.fillColor = colors[0].cgColor

            let pulse = CABasicAnimation(keyPath: "transform.scale")
            pulse.fromValue = 0.4
            pulse.toValue = 1.0
            pulse.duration = 0.45
            pulse.autoreverses = true
            pulse.repeatCount = .infinity
            pulse.fillMode = .backwards
            pulse.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            pulse.beginTime = CACurrentMediaTime() + Double(k) * 0.15
            dot.add(pulse, forKey: "pulse")
        }
        recolour()
    }

    /// Every 1.2 s the dots take the next colour: standalone layers, so each change fades in
    /// over Core Animation's implicit 0.25 s.
    private func recolour() {
        CATransaction.begin()
        CATransaction.setCompletionBlock { [weak self] in self?.recolour() }
        let wait = CABasicAnimation(keyPath: "opacity")
        wait.fromValue = 1.0
        wait.toValue = 1.0
        wait.duration = 1.2
        dots[0].add(wait, forKey: "wait")
        CATransaction.commit()
        colorIndex = (colorIndex + 1) % colors.count
        for dot in dots { dot.fillColor = colors[colorIndex].cgColor }
    }
}

let output = CommandLine.arguments.dropFirst().first ?? "dots.gif"
do {
    VirtualRunLoop.main.reset()
    let view = PulsingDotsView(frame: CGRect(x: 0, y: 0, width: 60, height: 30))
    let recorder = try LayerRecorder(view: view, scale: 3)
    try recorder.render(seconds: 2.4, fps: 30, to: output)
    print("wrote \(output)")
} catch {
    print("error: \(error)")
    exit(1)
}
