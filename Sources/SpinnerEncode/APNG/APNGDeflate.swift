import CZlib

/// A whole zlib stream (RFC 1950) of some bytes, through zlib's deflate.
enum APNGDeflate {
    /// `bytes` deflated at `level` (0...9) with `strategy` (Z_DEFAULT_STRATEGY, Z_FILTERED, ...);
    /// nil if zlib refuses (it only does for bad arguments or no memory). `windowBits` −15
    /// gives raw deflate data without the zlib header, as a zip entry holds it.
    static func stream(_ bytes: [UInt8], level: Int, strategy: Int32, windowBits: Int32 = 15) -> [UInt8]? {
        var z = z_stream()
        guard deflateInit2_(&z, Int32(level), Z_DEFLATED, windowBits, 8, strategy, zlibVersion(),
                            Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return nil }
        defer { deflateEnd(&z) }
        let bound = Int(deflateBound(&z, uLong(bytes.count)))
        var out = [UInt8](repeating: 0, count: bound)
        let rc: Int32 = bytes.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBufferPointer { dst in
                z.next_in = UnsafeMutablePointer(mutating: src.baseAddress)
                z.avail_in = uInt(src.count)
                z.next_out = dst.baseAddress
                z.avail_out = uInt(dst.count)
                return deflate(&z, Z_FINISH)
            }
        }
        guard rc == Z_STREAM_END else { return nil }
        out.removeLast(out.count - Int(z.total_out))
        return out
    }
}
