import SpinnerCore
import SpinnerAnimation

/// GMDCircularProgressView as a device plays it (`material --style gmd-device`), where the
/// `gmd` style is its idealised replay.
///
/// The view restarts its stroke group from `animationDidStop` and sets the next colour there
/// on `circularLayer`, a standalone layer, so Core Animation fades each new colour in with its
/// implicit animation (0.25 s, the default curve) while the arc is still short. Everything else
/// is the `gmd` style's. The loop is the running state: at time 0 the last colour is fading to
/// the first, as at every turn of the loop after the first (the very first colour is set before
/// the layer is on screen and does not fade). SpinnerQuartz's recorder, running the seed's own
/// code, draws the same frames from its first restart on (`GMDSeedTests`).
///
///     cycle      0 (first colour)     1                    2 ...
///     time       0    0.25            1.5  1.75            3.0  3.25
///     colour     fade last -> first   fade first -> second fade ...
public struct GMDDeviceSpinner: Hashable, Sendable {
    public var size = MaterialSpinner().size
    public var lineWidth = MaterialSpinner().lineWidth
    public var colors = MaterialSpinner().colors
    public var lineCap = MaterialSpinner().lineCap
    public var speed = 1.0

    public init() {}

    /// The `gmd` style with these settings.
    private var replay: MaterialSpinner {
        var s = MaterialSpinner()
        s.size = size; s.lineWidth = lineWidth; s.colors = colors; s.lineCap = lineCap; s.speed = speed
        return s
    }

    public var loopPeriod: Double { replay.loopPeriod }

    public func makeLayer() -> Layer {
        let view = replay.makeLayer()
        guard colors.count > 1, let circular = view.sublayers.first else { return view }
        circular.removeAnimation(forKey: "colorAnimation")
        // Each restart's implicit animation: from the colour on screen (the last cycle's, its
        // own fade long over) to the new one, held after it ends by the new model value.
        let implicit = ImplicitAnimation()
        let cycle = MaterialSpinner.strokeCycle
        var fades: [any Animation] = []
        for (i, colour) in colors.enumerated() {
            var fade = BasicAnimation(keyPath: .strokeColor)
            fade.fromValue = .color(colors[(i + colors.count - 1) % colors.count])
            fade.toValue = .color(colour)
            fade.beginTime = cycle * Double(i)
            fade.duration = implicit.duration
            fade.timingFunction = implicit.timingFunction
            fade.fillMode = .forwards
            fades.append(fade)
        }
        var group = AnimationGroup(animations: fades)
        group.duration = cycle * Double(colors.count)
        group.repeatCount = .infinity
        circular.add(group, forKey: "colorAnimation")
        return view
    }
}

extension GMDDeviceSpinner: MaterialStyleSpinner {
    public static var defaultSize: Size { MaterialSpinner.defaultSize }
    public static var defaultLineWidth: Double { MaterialSpinner.defaultLineWidth }
    public static var defaultColors: [Color] { MaterialSpinner.defaultColors }
    public static var defaultLineCap: LineCap { MaterialSpinner.defaultLineCap }
    public static var source: String { MaterialSpinner.source }
}
