import Foundation
import Testing

/// A --logo or --image over 4096x4096 pixels is refused from its header, before the image is
/// decoded (a small "PNG bomb" would otherwise take gigabytes).
@Suite struct LargeImageInputTests {
    /// A signature, an IHDR and the start of a zlib stream: the refusal comes before libpng reads
    /// past the IDAT header.
    static func headerOnlyPNG(width: UInt32, height: UInt32) -> Data {
        func be32(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        func crc32(_ bytes: [UInt8]) -> UInt32 {
            var crc: UInt32 = 0xFFFF_FFFF
            for b in bytes {
                crc ^= UInt32(b)
                for _ in 0..<8 { crc = crc & 1 != 0 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
            }
            return ~crc
        }
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            let body = Array(type.utf8) + data
            return be32(UInt32(data.count)) + body + be32(crc32(body))
        }
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        return Data(signature + chunk("IHDR", be32(width) + be32(height) + [8, 6, 0, 0, 0]) + chunk("IDAT", [0x78, 0x01]) + chunk("IEND", []))
    }

    @Test(arguments: [["ring", "--logo", "big.png", "-o", "out.mp4"],
                      ["image-progress", "--image", "big.png", "-o", "out.mp4"]])
    func refusesNamingTheLimit(_ arguments: [String]) throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.headerOnlyPNG(width: 4097, height: 4096).write(to: dir.appendingPathComponent("big.png"))
        try CLIRunner.expectRefusal(RefusalCase(arguments: arguments, status: 65,
                                                mentions: "the image is 4097x4096 pixels, more than the 16777216 pixels (4096x4096)"),
                                    in: dir)
    }
}
