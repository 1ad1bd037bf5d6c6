import SpinnerCore

/// `--scale`: one number of pixels per point (`4`), a list rendered in the order given
/// (`1,2,3`, `1.5,3`), or a named set of a platform's asset scales (`ios`: @1x, @2x, @3x;
/// `android`: mdpi to xxxhdpi).
package struct ScaleSet: Equatable, Sendable {
    /// How the scales were given, which decides how output names carry them (see `ScaledName`).
    package enum Form: Equatable, Sendable {
        /// One number: names are kept as given, `{scale}` substituted.
        case single
        /// A list of numbers: every name must hold `{scale}`.
        case list
        /// `ios`: a name without `{scale}` gets `@{scale}x` before its extension.
        case ios
        /// `android`: a name without a placeholder goes into `drawable-{density}/`.
        case android
    }

    /// One scale of the set.
    package struct Step: Equatable, Sendable {
        /// Pixels per point.
        package let scale: Double
        /// The Android density bucket (`mdpi` ... `xxxhdpi`), for the `android` set only.
        package let density: String?

        /// The scale as names and command lines carry it: the shortest decimal (`1`, `1.5`).
        package var text: String { DecimalText.shortest(scale) }
    }

    package let form: Form
    package let steps: [Step]

    /// The default: 4 pixels per point.
    package static let standard = ScaleSet(form: .single, steps: [Step(scale: 4, density: nil)])
    /// Apple's @1x, @2x and @3x.
    package static let ios = ScaleSet(form: .ios, steps: [1, 2, 3].map { Step(scale: $0, density: nil) })
    /// Android's density buckets, as `res/drawable-<density>/` names them.
    package static let android = ScaleSet(form: .android, steps: [
        Step(scale: 1, density: "mdpi"), Step(scale: 1.5, density: "hdpi"), Step(scale: 2, density: "xhdpi"),
        Step(scale: 3, density: "xxhdpi"), Step(scale: 4, density: "xxxhdpi"),
    ])
    /// Scales one `--scale` list may hold: each is a whole render.
    package static let maxSteps = 16

    /// True when the render runs more than once.
    package var isSeveral: Bool { steps.count > 1 }

    package static let expected = "pixels per point above 0 and at most 100 such as 2, a list such as 1,2,3, or the set ios or android"

    /// Parses `--scale`'s value: a set name (any case), or numbers separated by commas, each
    /// above 0 and at most 100, none twice.
    package static func parse(_ text: String) throws(OutputsError) -> ScaleSet {
        switch text.lowercased() {
        case "ios": return .ios
        case "android": return .android
        default: break
        }
        let items = text.split(separator: ",", omittingEmptySubsequences: false)
        func refuse(_ why: String) -> OutputsError {
            OutputsError("invalid value \(UserText.quoted(text)) for --scale: \(why)", hint: "expected \(expected)")
        }
        guard items.count <= maxSteps else { throw refuse("\(items.count) scales, more than the \(maxSteps) one command renders") }
        var steps: [Step] = []
        for item in items {
            guard !item.isEmpty else { throw refuse(items.count == 1 ? "it is empty" : "an item between commas is empty") }
            guard let v = DecimalText.double(item), v.isFinite, v > 0, v <= 100, !item.lowercased().contains("x") else {
                throw refuse(items.count == 1 ? "not a scale" : "\(UserText.quoted(item)) is not a scale")
            }
            guard !steps.contains(where: { $0.scale == v }) else {
                throw refuse("\(DecimalText.shortest(v)) is given twice (each scale is rendered once)")
            }
            steps.append(Step(scale: v, density: nil))
        }
        return ScaleSet(form: steps.count == 1 ? .single : .list, steps: steps)
    }

    /// `--scale` where one render is made (a single render's command line, as `verify` replays
    /// it): a list or a set is refused, since only the expansion of a whole command line runs one
    /// render per scale.
    package static func single(_ text: String) throws(OutputsError) -> Double {
        let set = try parse(text)
        guard !set.isSeveral else {
            throw OutputsError("--scale \(UserText.shown(text)) gives \(set.steps.count) scales, and this renders one",
                           hint: "give one number, such as --scale 2")
        }
        return set.steps[0].scale
    }
}
