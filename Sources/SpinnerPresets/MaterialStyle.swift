import SpinnerCore
import SpinnerAnimation

/// `material --style NAME`: whose Material spinner to replay. Each style is one implementation
/// of Google's spinner (its `source`; formulas in docs/presets.md), built with the timeline
/// engine, with that platform's default size, stroke, cap and colours.
public enum MaterialStyle: String, CaseIterable, Sendable {
    /// GMDCircularProgressView, the seed (§1): the arc shrinks to nothing at each colour change.
    case gmd
    /// GMDCircularProgressView as a device plays it: each new colour fades in over Core
    /// Animation's implicit 0.25 s (`GMDDeviceSpinner`).
    case gmdDevice = "gmd-device"
    /// MDC-Android's advance animation (§3.1), the M2/M3 spinner of Android apps.
    case android
    /// MDC-Android's 2024 retreat animation (§3.2).
    case androidRetreat = "android-retreat"
    /// Flutter's indeterminate CircularProgressIndicator (§4).
    case flutter
    /// MDC-web / Angular Material / material-web (§5).
    case web
    /// MDC-iOS MDCActivityIndicator, Google's own iOS spinner (§6).
    case mdcIOS = "mdc-ios"

    /// A few words for `list` and help.
    public var summary: String {
        switch self {
        case .gmd: "iOS GMDCircularProgressView, the seed: the arc vanishes at each colour change"
        case .gmdDevice: "the seed as a device plays it: each new colour fades in over 0.25 s (implicit animation)"
        case .android: "Android MDC advance (M2/M3): 20° to 270°, gamma colour fades"
        case .androidRetreat: "Android MDC retreat (2024): the arc grows and shrinks from a fixed start"
        case .flutter: "Flutter CircularProgressIndicator: one colour, 270° at most"
        case .web: "MDC-web, Angular Material, material-web: CSS keyframes, four-colour fades"
        case .mdcIOS: "MDC-iOS MDCActivityIndicator: five detents, a colour a cycle"
        }
    }

    /// The type that plays the style.
    var spinner: any MaterialStyleSpinner.Type {
        switch self {
        case .gmd: MaterialSpinner.self
        case .gmdDevice: GMDDeviceSpinner.self
        case .android: AndroidAdvanceSpinner.self
        case .androidRetreat: AndroidRetreatSpinner.self
        case .flutter: FlutterSpinner.self
        case .web: MaterialWebSpinner.self
        case .mdcIOS: MDCActivityIndicatorSpinner.self
        }
    }

    /// The code the style follows.
    public var source: String { spinner.source }
    /// The platform's default view size in points.
    public var defaultSize: Size { spinner.defaultSize }
    /// The platform's default stroke width in points.
    public var defaultLineWidth: Double { spinner.defaultLineWidth }
    /// The platform's default colours, in order.
    public var defaultColors: [Color] { spinner.defaultColors }
    /// The platform's default line cap.
    public var defaultLineCap: LineCap { spinner.defaultLineCap }

    /// Whether `--android-ms-truncation` applies.
    public var isAndroid: Bool { self == .android || self == .androidRetreat }

    /// The style as `list` and help show it.
    public var presetStyle: PresetStyle {
        PresetStyle(name: rawValue, summary: summary, source: source, defaultSize: defaultSize)
    }

    /// The spinner of this style with these settings, as a preset's indicator.
    func indicator(size: Size, lineWidth: Double, colors: [Color], lineCap: LineCap, speed: Double,
                   msTruncation: Bool) -> PresetIndicator {
        func configured<S: MaterialStyleSpinner>(_ type: S.Type) -> S {
            var s = S()
            s.size = size; s.lineWidth = lineWidth; s.colors = colors; s.lineCap = lineCap; s.speed = speed
            return s
        }
        func indicator<S: MaterialStyleSpinner>(_ s: S) -> PresetIndicator {
            PresetIndicator(loopPeriod: s.loopPeriod) { _ in s.makeLayer() }
        }
        switch self {
        case .android:
            var s = configured(AndroidAdvanceSpinner.self)
            s.androidMsTruncation = msTruncation
            return indicator(s)
        case .androidRetreat:
            var s = configured(AndroidRetreatSpinner.self)
            s.androidMsTruncation = msTruncation
            return indicator(s)
        default:
            func open<S: MaterialStyleSpinner>(_ type: S.Type) -> PresetIndicator { indicator(configured(type)) }
            return open(spinner)
        }
    }
}
