/// What a PNG file's first 33 bytes declare (the signature and the IHDR chunk), read before the
/// rest of the file: a file that is no PNG, an image of no pixels or of too many is refused
/// there, and the rest is read only as far as such an image can need. So `/dev/zero` or an
/// endless FIFO named as an image is refused at its first bytes, not after the 512 MiB limit.
struct PNGFileHeader {
    /// The signature, then IHDR's length, type, 13 bytes of data and CRC.
    static let length = 33
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    /// Room for ancillary chunks (colour profiles, text, EXIF) beside the image data.
    static let ancillaryBytes = 16 << 20

    let width: Int
    let height: Int
    let bitDepth: Int
    let colorType: Int

    /// Reads the header, refusing (code `.decode`, or `.tooLarge` past `maximumPixels`) what no
    /// decodable PNG starts with.
    init(_ head: [UInt8], maximumPixels: Int) throws(PNGError) {
        func refuse(_ why: String) -> PNGError { PNGError(code: .decode, function: "read", message: why) }
        guard head.count >= 8, Array(head[0..<8]) == PNGFileHeader.signature else {
            throw refuse("the file does not start with the PNG signature")
        }
        guard head.count >= PNGFileHeader.length, Array(head[12..<16]) == Array("IHDR".utf8) else {
            throw refuse("the file ends or lacks its IHDR chunk right after the signature")
        }
        func be32(_ i: Int) -> Int { head[i..<i + 4].reduce(0) { $0 << 8 | Int($1) } }
        width = be32(16)
        height = be32(20)
        bitDepth = Int(head[24])
        colorType = Int(head[25])
        guard width > 0, height > 0 else { throw refuse("the image is \(width)x\(height) pixels; it has nothing to draw") }
        guard width <= PNGCodec.maximumDimension, height <= PNGCodec.maximumDimension, width * height <= maximumPixels else {
            throw PNGError.tooManyPixels(width: width, height: height, limit: maximumPixels)
        }
    }

    /// The most bytes a file of this image can sensibly hold: its rows stored uncompressed
    /// (zlib's stored blocks and interlacing add well under the doubling), and the ancillary room.
    var fileLimit: Int {
        let channels = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colorType] ?? 4
        let rowBytes = 1 + (width * channels * max(bitDepth, 1) + 7) / 8
        return 2 * height * rowBytes + PNGFileHeader.ancillaryBytes
    }
}
