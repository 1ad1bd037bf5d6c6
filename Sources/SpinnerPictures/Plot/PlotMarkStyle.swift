import SpinnerCore
import SpinnerAnimation

/// How a timing mark's line looks: green where an animation begins, dashed grey at each
/// repeat, dashed amber where an iteration turns back, red where it ends.
enum PlotMarkStyle {
    static func color(_ kind: TimingMark.Kind) -> Color {
        switch kind {
        case .begin: Color(hex: "#2E7D32")
        case .repeat: Color(hex: "#78909C")
        case .reverse: Color(hex: "#F9A825")
        case .end: Color(hex: "#E53935")
        }
    }

    static func dash(_ kind: TimingMark.Kind) -> Double? {
        switch kind {
        case .begin, .end: nil
        case .repeat, .reverse: 3
        }
    }

    /// The legend's kinds and words.
    static let legend: [(TimingMark.Kind, String)] = [(.begin, "begin"), (.repeat(1), "repeat"), (.reverse(0), "reverse"), (.end, "end")]

    /// Whether a mark of an animation writing `keyPaths` belongs on the panel of `key`: the same
    /// key path, one inside the other (`transform` and `transform.rotation.z`, `position.x` and
    /// `position`), or for `values`' arc angles the stroke ends and path they are read from.
    static func mark(_ keyPaths: Set<AnimationKeyPath>, concerns key: String) -> Bool {
        let keys = key.hasPrefix("arc.") ? ["strokeStart", "strokeEnd", "path"] : [key]
        return keyPaths.contains { path in
            keys.contains { k in path.rawValue == k || path.rawValue.hasPrefix(k + ".") || k.hasPrefix(path.rawValue + ".") }
        }
    }
}
