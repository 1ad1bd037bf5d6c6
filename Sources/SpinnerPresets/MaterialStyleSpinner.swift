import SpinnerCore
import SpinnerAnimation

/// What every platform's Material spinner has, so `MaterialStyle` configures any of them the
/// same way: the settings `material`'s options set, the platform's defaults and its source,
/// one loop's length and the layer tree.
public protocol MaterialStyleSpinner: Sendable {
    init()
    var size: Size { get set }
    var lineWidth: Double { get set }
    var colors: [Color] { get set }
    var lineCap: LineCap { get set }
    var speed: Double { get set }
    /// Seconds of one seamless loop at `speed`.
    var loopPeriod: Double { get }
    /// The root layer with its animations.
    func makeLayer() -> Layer
    static var defaultSize: Size { get }
    static var defaultLineWidth: Double { get }
    static var defaultColors: [Color] { get }
    static var defaultLineCap: LineCap { get }
    /// The repository and file the spinner follows.
    static var source: String { get }
}

extension MaterialSpinner: MaterialStyleSpinner {
    public static var defaultSize: Size { MaterialSpinner().size }
    public static var defaultLineWidth: Double { MaterialSpinner().lineWidth }
    public static var defaultColors: [Color] { MaterialSpinner().colors }
    public static var defaultLineCap: LineCap { MaterialSpinner().lineCap }
    public static var source: String { "narmirzaei/MaterialDesignCircularProgressView, GMDCircularProgressView.swift" }
}

extension AndroidAdvanceSpinner: MaterialStyleSpinner {}
extension AndroidRetreatSpinner: MaterialStyleSpinner {}
extension FlutterSpinner: MaterialStyleSpinner {}
extension MaterialWebSpinner: MaterialStyleSpinner {}
extension MDCActivityIndicatorSpinner: MaterialStyleSpinner {}
