import SpinnerCore

extension TimingPlot {
    /// Runs of equal values: each value holds from its sample to the next sample; nil draws nothing.
    static func runs<V: Equatable>(_ values: [V?], times: [Double], axis: PlotAxis) -> [(value: V, t0: Double, t1: Double, x0: Double, x1: Double)] {
        var out: [(V, Double, Double, Double, Double)] = []
        var i = 0
        while i < values.count - 1 {
            guard let v = values[i] else { i += 1; continue }
            var j = i + 1
            while j < values.count - 1, values[j] == v { j += 1 }
            let x0 = q(axis.x(times[i])), x1 = q(axis.x(times[j]))
            if x1 > x0 { out.append((v, times[i], times[j], x0, x1)) }
            i = j
        }
        return out
    }

    /// Tick times: the smallest of 1, 2, 2.5 and 5 times a power of ten that leaves at least
    /// 60 px between ticks.
    static func ticks(_ duration: Double) -> [Double] {
        let most = max(1, ((right - left) / 60).rounded(.down))
        var magnitude = pow10(magnitudeExponent(duration / most))
        var step = magnitude
        search: while true {
            for m in [1.0, 2, 2.5, 5] where duration / (m * magnitude) <= most {
                step = m * magnitude
                break search
            }
            magnitude *= 10
        }
        let count = Int((duration / step + 1e-9).rounded(.down))
        return (0...count).map { Double($0) * step }
    }

    static func axisLabels(_ ticks: [Double], duration: Double, baseline: Double) -> [PlotItem] {
        let axis = PlotAxis(area: Rect(x: left, y: 0, width: right - left, height: 1), duration: duration, minimum: 0, maximum: 1)
        return ticks.map { t in
            .text("\(seconds(t)) s", at: Point(x: q(axis.x(t)), y: baseline), size: 10, color: muted, anchor: .middle)
        }
    }

    /// Hundredths of a pixel: the SVG's precision.
    static func q(_ v: Double) -> Double { (v * 100).rounded() / 100 }

    static func fixed(_ v: Double) -> String { DecimalText.fixed(q(v), decimals: 2) }

    static func seconds(_ t: Double) -> String { DecimalText.trimmed(t, maxDecimals: 4) }

    /// A label's number: five significant digits, with the unit.
    static func number(_ v: Double, _ unit: String) -> String {
        let text = abs(v) >= 1e5 ? DecimalText.trimmed(v, maxDecimals: 0) : DecimalText.trimmed(v, maxDecimals: max(0, 4 - magnitudeExponent(v)))
        return unit.isEmpty ? text : unit == "°" ? text + unit : text + " " + unit
    }

    /// A colour as 8 bits a channel, the precision both writers share.
    static func quantised(_ c: Color) -> Color {
        let p = c.rgba8
        return Color(r8: p.r, g8: p.g, b8: p.b, a8: p.a)
    }

    static func pow10(_ e: Int) -> Double {
        var v = 1.0
        if e >= 0 { for _ in 0..<e { v *= 10 } } else { for _ in 0..<(-e) { v /= 10 } }
        return v
    }

    /// The power of ten at or below `v`'s magnitude (0 for 0). A function of the plot's, not a
    /// member of `Double`: the module adds nothing to the standard library's types.
    static func magnitudeExponent(_ v: Double) -> Int {
        guard v != 0, v.isFinite else { return 0 }
        var e = 0, m = abs(v)
        while m >= 10 { m /= 10; e += 1 }
        while m < 1 { m *= 10; e -= 1 }
        return e
    }
}
