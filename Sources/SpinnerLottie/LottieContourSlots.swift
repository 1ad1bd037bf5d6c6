/// Contours followed through the frames by a key of their own (a dash's number, a subpath, an
/// outline polygon), each key one `sh` with one vertex count at every frame. rlottie 0.1 cuts
/// a path keyframe to the vertex count of the next (`LottieShapeData::lerp` in
/// src/lottie/lottiemodel.h takes the smaller count even at a hold, whose end value
/// `parseKeyFrame` sets to the next keyframe's), so a contour that spans fewer vertices at
/// some frame would lose its end at the frame before.
enum LottieContourSlots {
    /// The contours at every frame, one column per key (in key order), each padded to the
    /// largest vertex count it has (`withVertices`, the same shape). Where a key is absent the
    /// column holds a contour of one point repeated, which draws nothing; `closedWhenAbsent`
    /// says whether that contour closes, given one present contour of the key.
    static func columns<Key: Hashable & Comparable>(_ frames: [[Key: LottieBezier]],
                                                    closedWhenAbsent: (LottieBezier) -> Bool) -> [[LottieBezier]] {
        let keys = Set(frames.flatMap(\.keys)).sorted()
        let columns = keys.map { key -> [LottieBezier] in
            let present = frames.compactMap { $0[key] }
            let count = present.map(\.vertices.count).max() ?? 1
            let point = present[0].vertices[0]
            let empty = LottieBezier(c: closedWhenAbsent(present[0]), v: Array(repeating: point, count: count),
                                     i: Array(repeating: [0, 0], count: count), o: Array(repeating: [0, 0], count: count))
            return frames.map { ($0[key]?.withVertices(count) ?? empty).rounded }
        }
        return frames.indices.map { f in columns.map { $0[f] } }
    }
}
