extension TimingFunction {
    /// Every time fraction x in 0...1 whose progress is `y`, in increasing order: more than one
    /// when the curve overshoots (control points outside 0...1), none when it never gets there.
    /// Found by bisecting `value(at:)` itself, so the answer agrees with how animations ease.
    func fractions(reaching y: Double) -> [Double] {
        guard y.isFinite else { return [] }
        let steps = 64
        var out: [Double] = []
        var x0 = 0.0, v0 = value(at: 0) - y
        if v0 == 0 { out.append(0) }
        for i in 1...steps {
            let x1 = Double(i) / Double(steps), v1 = value(at: x1) - y
            if v1 == 0 {
                out.append(x1)
            } else if v0 != 0, (v0 < 0) != (v1 < 0) {
                var lo = x0, hi = x1, vlo = v0
                for _ in 0..<60 {
                    let mid = (lo + hi) / 2, v = value(at: mid) - y
                    if v == 0 { lo = mid; hi = mid; break }
                    if (v < 0) == (vlo < 0) { lo = mid; vlo = v } else { hi = mid }
                }
                out.append((lo + hi) / 2)
            }
            x0 = x1
            v0 = v1
        }
        return out
    }
}
