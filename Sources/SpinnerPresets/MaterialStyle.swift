import SpinnerCore
import SpinnerAnimation

/// `material --style NAME`: whose Material spinner to replay. Each style is one implementation
/// of `reference/material-spinners.md`, built with the timeline engine, with that platform's
/// default size, stroke, cap and colours.
public enum MaterialStyle: String, CaseIterable, Sendable {
    /// GMDCircularProgressView, the seed (§1): the arc shrinks to nothing at each colour change.
    case gmd
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
        case .android: "Android MDC advance (M2/M3): 20° to 270°, gamma colour fades"
        case .androidRetreat: "Android MDC retreat (2024): the arc grows and shrinks from a fixed start"
        case .flutter: "Flutter CircularProgressIndicator: one colour, 270° at most"
        case .web: "MDC-web, Angular Material, material-web: CSS keyframes, four-colour fades"
        case .mdcIOS: "MDC-iOS MDCActivityIndicator: five detents, a colour a cycle"
        }
    }

    /// The code the style follows.
    public var source: String {
        switch self {
        case .gmd: "narmirzaei/MaterialDesignCircularProgressView, GMDCircularProgressView.swift"
        case .android: AndroidAdvanceSpinner.source
        case .androidRetreat: AndroidRetreatSpinner.source
        case .flutter: FlutterSpinner.source
        case .web: MaterialWebSpinner.source
        case .mdcIOS: MDCActivityIndicatorSpinner.source
        }
    }

    /// The platform's default view size in points.
    public var defaultSize: Size {
        switch self {
        case .gmd: MaterialSpinner().size
        case .android: AndroidAdvanceSpinner.defaultSize
        case .androidRetreat: AndroidRetreatSpinner.defaultSize
        case .flutter: FlutterSpinner.defaultSize
        case .web: MaterialWebSpinner.defaultSize
        case .mdcIOS: MDCActivityIndicatorSpinner.defaultSize
        }
    }

    /// The platform's default stroke width in points.
    public var defaultLineWidth: Double {
        switch self {
        case .gmd: MaterialSpinner().lineWidth
        case .android: AndroidAdvanceSpinner.defaultLineWidth
        case .androidRetreat: AndroidRetreatSpinner.defaultLineWidth
        case .flutter: FlutterSpinner.defaultLineWidth
        case .web: MaterialWebSpinner.defaultLineWidth
        case .mdcIOS: MDCActivityIndicatorSpinner.defaultLineWidth
        }
    }

    /// The platform's default colours, in order.
    public var defaultColors: [Color] {
        switch self {
        case .gmd: MaterialSpinner().colors
        case .android: AndroidAdvanceSpinner.defaultColors
        case .androidRetreat: AndroidRetreatSpinner.defaultColors
        case .flutter: FlutterSpinner.defaultColors
        case .web: MaterialWebSpinner.defaultColors
        case .mdcIOS: MDCActivityIndicatorSpinner.defaultColors
        }
    }

    /// The platform's default line cap.
    public var defaultLineCap: LineCap {
        switch self {
        case .gmd: MaterialSpinner().lineCap
        case .android: AndroidAdvanceSpinner.defaultLineCap
        case .androidRetreat: AndroidRetreatSpinner.defaultLineCap
        case .flutter: FlutterSpinner.defaultLineCap
        case .web: MaterialWebSpinner.defaultLineCap
        case .mdcIOS: MDCActivityIndicatorSpinner.defaultLineCap
        }
    }

    /// Whether `--android-ms-truncation` applies.
    public var isAndroid: Bool { self == .android || self == .androidRetreat }

    /// The style as `list` and help show it.
    public var presetStyle: PresetStyle {
        PresetStyle(name: rawValue, summary: summary, source: source, defaultSize: defaultSize)
    }

    /// The spinner of this style with these settings, as a preset's indicator.
    func indicator(size: Size, lineWidth: Double, colors: [Color], lineCap: LineCap, speed: Double,
                   msTruncation: Bool) -> PresetIndicator {
        switch self {
        case .gmd:
            var s = MaterialSpinner()
            s.size = size; s.lineWidth = lineWidth; s.colors = colors; s.lineCap = lineCap; s.speed = speed
            return PresetIndicator(loopPeriod: s.loopPeriod) { _ in s.makeLayer() }
        case .android:
            var s = AndroidAdvanceSpinner()
            s.size = size; s.lineWidth = lineWidth; s.colors = colors; s.lineCap = lineCap; s.speed = speed
            s.androidMsTruncation = msTruncation
            return PresetIndicator(loopPeriod: s.loopPeriod) { _ in s.makeLayer() }
        case .androidRetreat:
            var s = AndroidRetreatSpinner()
            s.size = size; s.lineWidth = lineWidth; s.colors = colors; s.lineCap = lineCap; s.speed = speed
            s.androidMsTruncation = msTruncation
            return PresetIndicator(loopPeriod: s.loopPeriod) { _ in s.makeLayer() }
        case .flutter:
            var s = FlutterSpinner()
            s.size = size; s.lineWidth = lineWidth; s.colors = colors; s.lineCap = lineCap; s.speed = speed
            return PresetIndicator(loopPeriod: s.loopPeriod) { _ in s.makeLayer() }
        case .web:
            var s = MaterialWebSpinner()
            s.size = size; s.lineWidth = lineWidth; s.colors = colors; s.lineCap = lineCap; s.speed = speed
            return PresetIndicator(loopPeriod: s.loopPeriod) { _ in s.makeLayer() }
        case .mdcIOS:
            var s = MDCActivityIndicatorSpinner()
            s.size = size; s.lineWidth = lineWidth; s.colors = colors; s.lineCap = lineCap; s.speed = speed
            return PresetIndicator(loopPeriod: s.loopPeriod) { _ in s.makeLayer() }
        }
    }
}
