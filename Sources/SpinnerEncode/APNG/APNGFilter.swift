/// PNG row filters (filter method 0) for 8-bit RGBA, four bytes per pixel.
///
/// Each filtered row is its filter type byte followed by the row's bytes minus a prediction from
/// the pixel to the left (a), above (b) and above-left (c): none, sub (a), up (b), average
/// ((a+b)/2) or Paeth (whichever of a, b, c is nearest a+b−c). Bytes outside the image count as 0.
enum APNGFilter: UInt8, CaseIterable, Sendable {
    case none = 0, sub, up, average, paeth

    /// How the rows of one image are filtered: one type throughout, or libpng's adaptive choice.
    enum Strategy: Hashable, Sendable {
        case every(APNGFilter)
        /// Per row, the filter whose output has the smallest sum of bytes read as signed
        /// magnitudes (the heuristic the PNG book and libpng use).
        case adaptive
    }

    /// `rows` (height rows of width·4 bytes) filtered with `strategy`: height·(1 + width·4) bytes.
    static func apply(_ strategy: Strategy, to rows: UnsafeBufferPointer<UInt8>, width: Int, height: Int) -> [UInt8] {
        let stride = width * 4
        let outStride = stride + 1
        return [UInt8](unsafeUninitializedCapacity: outStride * height) { out, initialized in
            let zero = [UInt8](repeating: 0, count: stride)
            zero.withUnsafeBufferPointer { zeroRow in
                var scratch = [UInt8](repeating: 0, count: stride)
                for y in 0..<height {
                    let row = rows.baseAddress! + y * stride
                    let above = y == 0 ? zeroRow.baseAddress! : row - stride
                    let dst = out.baseAddress! + y * outStride
                    switch strategy {
                    case .every(let f):
                        dst[0] = f.rawValue
                        f.filter(row, above, stride, into: dst + 1)
                    case .adaptive:
                        var best = APNGFilter.none, bestCost = Int.max
                        scratch.withUnsafeMutableBufferPointer { s in
                            for f in APNGFilter.allCases {
                                f.filter(row, above, stride, into: s.baseAddress!)
                                let c = cost(UnsafeBufferPointer(s))
                                if c < bestCost { best = f; bestCost = c }
                            }
                        }
                        dst[0] = best.rawValue
                        best.filter(row, above, stride, into: dst + 1)
                    }
                }
            }
            initialized = outStride * height
        }
    }

    /// The adaptive heuristic's cost: bytes as signed values, summed by magnitude.
    private static func cost(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var sum = 0
        for v in bytes { sum += v < 128 ? Int(v) : 256 - Int(v) }
        return sum
    }

    /// One row filtered with this type (without the type byte).
    private func filter(_ row: UnsafePointer<UInt8>, _ above: UnsafePointer<UInt8>, _ count: Int,
                        into dst: UnsafeMutablePointer<UInt8>) {
        switch self {
        case .none:
            dst.update(from: row, count: count)
        case .sub:
            for i in 0..<min(4, count) { dst[i] = row[i] }
            var i = 4
            while i < count { dst[i] = row[i] &- row[i - 4]; i += 1 }
        case .up:
            for i in 0..<count { dst[i] = row[i] &- above[i] }
        case .average:
            for i in 0..<min(4, count) { dst[i] = row[i] &- above[i] >> 1 }
            var i = 4
            while i < count { dst[i] = row[i] &- UInt8((UInt16(row[i - 4]) + UInt16(above[i])) >> 1); i += 1 }
        case .paeth:
            for i in 0..<min(4, count) { dst[i] = row[i] &- above[i] }
            var i = 4
            while i < count {
                dst[i] = row[i] &- APNGFilter.paethPredictor(row[i - 4], above[i], above[i - 4])
                i += 1
            }
        }
    }

    @inline(__always)
    static func paethPredictor(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let p = Int(a) + Int(b) - Int(c)
        let pa = abs(p - Int(a)), pb = abs(p - Int(b)), pc = abs(p - Int(c))
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }
}
