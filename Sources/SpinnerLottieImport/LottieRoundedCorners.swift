/// Rounded corners (`rd`) on a path, as After Effects rounds them: every sharp vertex (no
/// handles) is cut back along both its segments by the radius (at most half of each segment)
/// and the two new vertices are joined by a cubic whose handles reach 0.5519 of the way back to
/// the corner, the quarter-circle proportion.
enum LottieRoundedCorners {
    static let handle = 0.5519

    static func round(_ path: LottieBezier, radius: Double) -> LottieBezier {
        let n = path.vertices.count
        guard radius > 0, n > 1 else { return path }
        var v: [[Double]] = [], i: [[Double]] = [], o: [[Double]] = []
        func sharp(_ k: Int) -> Bool {
            path.inTangents[k].allSatisfy { $0 == 0 } && path.outTangents[k].allSatisfy { $0 == 0 }
        }
        for k in 0..<n {
            let isEnd = !path.closed && (k == 0 || k == n - 1)
            guard sharp(k), !isEnd else {
                v.append(path.vertices[k]); i.append(path.inTangents[k]); o.append(path.outTangents[k])
                continue
            }
            let c = path.vertices[k]
            for (neighbour, entering) in [((k - 1 + n) % n, true), ((k + 1) % n, false)] {
                let q = path.vertices[neighbour]
                let dx = q[safe: 0] - c[safe: 0], dy = q[safe: 1] - c[safe: 1]
                let distance = (dx * dx + dy * dy).squareRoot()
                let f = distance > 0 ? min(distance / 2, radius) / distance : 0
                let p = [c[safe: 0] + dx * f, c[safe: 1] + dy * f]
                // The handle points from the new vertex back towards the corner.
                let h = [(c[safe: 0] - p[0]) * handle, (c[safe: 1] - p[1]) * handle]
                v.append(p)
                i.append(entering ? [0, 0] : h)
                o.append(entering ? h : [0, 0])
            }
        }
        return LottieBezier(vertices: v, inTangents: i, outTangents: o, closed: path.closed)
    }
}
