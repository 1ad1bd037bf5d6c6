import CFreeType
import SpinnerCore

/// Turns a FreeType outline (font units, y up) into path elements (font units, y down) with
/// every contour closed. FT_Outline_Decompose already emits each contour's closing segment, so
/// the `closeSubpath` adds no length; it only marks the contour as closed for the rasteriser.
enum OutlineDecomposer {
    fileprivate struct Sink {
        var elements: [PathElement] = []
        var open = false

        mutating func closeIfOpen() {
            if open { elements.append(.closeSubpath) }
            open = false
        }
    }

    /// The outline's elements, or nil when FreeType reports the outline invalid.
    static func elements(of outline: UnsafeMutablePointer<FT_Outline>) -> [PathElement]? {
        var funcs = FT_Outline_Funcs(
            move_to: { to, user in
                let s = sink(user)
                s.pointee.closeIfOpen()
                s.pointee.elements.append(.move(to: point(to)))
                s.pointee.open = true
                return 0
            },
            line_to: { to, user in
                sink(user).pointee.elements.append(.line(to: point(to)))
                return 0
            },
            conic_to: { control, to, user in
                sink(user).pointee.elements.append(.quadCurve(to: point(to), control: point(control)))
                return 0
            },
            cubic_to: { c1, c2, to, user in
                sink(user).pointee.elements.append(.cubicCurve(to: point(to), control1: point(c1), control2: point(c2)))
                return 0
            },
            shift: 0, delta: 0)
        var s = Sink()
        let error = withUnsafeMutablePointer(to: &s) { FT_Outline_Decompose(outline, &funcs, $0) }
        guard error == 0 else { return nil }
        s.closeIfOpen()
        return s.elements
    }
}

// Free functions: the C callbacks above may not capture context, not even the enum's metatype.
private func point(_ v: UnsafePointer<FT_Vector>?) -> Point {
    guard let v else { return .zero }
    return Point(x: Double(v.pointee.x), y: -Double(v.pointee.y))
}

private func sink(_ user: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<OutlineDecomposer.Sink> {
    user!.assumingMemoryBound(to: OutlineDecomposer.Sink.self)
}
