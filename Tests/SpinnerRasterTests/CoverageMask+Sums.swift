@testable import SpinnerRaster

extension CoverageMask {
    /// Each pixel's coverage as the running sum of its row's cells, before 8-bit rounding.
    static func coverage(_ mask: CoverageMask) -> [Float] {
        var out: [Float] = []
        for row in 0..<mask.height {
            var sum: Float = 0
            for x in 0..<mask.width {
                sum += mask.cell(row: row, x: x)
                out.append(sum)
            }
        }
        return out
    }
}
