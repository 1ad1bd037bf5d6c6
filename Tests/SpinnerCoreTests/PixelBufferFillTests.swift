import Testing
import SpinnerCore

/// A reused canvas is cleared over a rect only: the rect's pixels change, no other does, and a
/// rect reaching past the buffer is clipped to it.
@Suite struct PixelBufferFillTests {
    static let ink = PremultipliedRGBA8(r: 1, g: 2, b: 3, a: 200)
    static let paper = PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 0)

    /// Which pixels of a 7×5 buffer of `paper` hold `ink` after filling `rect`.
    static func inked(_ rect: PixelRect) -> [[Bool]] {
        var buffer = PixelBuffer(width: 7, height: 5, fill: paper)
        buffer.fill(ink, in: rect)
        return (0..<5).map { y in (0..<7).map { x in buffer[x, y] == ink } }
    }

    @Test func onlyTheRectChanges() {
        let rows = Self.inked(PixelRect(x: 2, y: 1, width: 3, height: 2))
        for y in 0..<5 {
            for x in 0..<7 {
                #expect(rows[y][x] == ((2..<5).contains(x) && (1..<3).contains(y)), "\(x),\(y)")
            }
        }
    }

    @Test func aRectPastTheBufferIsClipped() {
        #expect(Self.inked(PixelRect(x: -4, y: -4, width: 40, height: 40)).allSatisfy { $0.allSatisfy { $0 } })
        #expect(Self.inked(PixelRect(x: 5, y: 3, width: 9, height: 9)).enumerated().map { $0.element.filter { $0 }.count }
            == [0, 0, 0, 2, 2])
        #expect(Self.inked(PixelRect(x: 8, y: 0, width: 3, height: 3)).allSatisfy { !$0.contains(true) })
        #expect(Self.inked(PixelRect(x: 1, y: 1, width: 0, height: 3)).allSatisfy { !$0.contains(true) })
    }
}
