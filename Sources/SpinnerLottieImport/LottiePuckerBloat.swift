/// Pucker and bloat (`pb`) on a path, as After Effects applies it: with `amount` percent, every
/// vertex moves `amount` % of the way towards the mean of the path's vertices and every handle
/// end the same share the other way. A negative amount (pucker) pushes the vertices out and
/// pulls the handles in, so straight sides cave in between sharp points; a positive one (bloat)
/// rounds the sides out.
enum LottiePuckerBloat {
    static func apply(_ path: LottieBezier, amount: Double) -> LottieBezier {
        let n = path.vertices.count
        guard amount != 0, amount.isFinite, n > 0 else { return path }
        let share = amount / 100
        var cx = 0.0, cy = 0.0
        for v in path.vertices { cx += v[safe: 0]; cy += v[safe: 1] }
        cx /= Double(n); cy /= Double(n)
        var vertices: [[Double]] = [], inTangents: [[Double]] = [], outTangents: [[Double]] = []
        vertices.reserveCapacity(n); inTangents.reserveCapacity(n); outTangents.reserveCapacity(n)
        for k in 0..<n {
            let x = path.vertices[k][safe: 0], y = path.vertices[k][safe: 1]
            let vx = x + (cx - x) * share, vy = y + (cy - y) * share
            // Handles are relative to their vertex; their ends move as points, the other way.
            func handle(_ t: [Double]) -> [Double] {
                let hx = x + t[safe: 0], hy = y + t[safe: 1]
                return [hx + (cx - hx) * -share - vx, hy + (cy - hy) * -share - vy]
            }
            vertices.append([vx, vy])
            inTangents.append(handle(path.inTangents[k]))
            outTangents.append(handle(path.outTangents[k]))
        }
        return LottieBezier(vertices: vertices, inTangents: inTangents, outTangents: outTangents, closed: path.closed)
    }
}
