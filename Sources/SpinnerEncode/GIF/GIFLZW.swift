/// GIF's variable-length LZW compression (GIF89a appendix F), codes packed LSB first and cut into
/// data sub-blocks of at most 255 bytes.
///
/// The code width grows when the code just assigned no longer fits (the decoder assigns each code
/// one step later, so both sides change width at the same point of the stream), and a clear code
/// resets the table when code 4095 has been assigned.
struct GIFLZW {
    /// Appends the image data (minimum code size byte, sub-blocks, terminator) for `indices`, each
    /// smaller than `1 << minimumCodeSize`.
    static func encode(_ indices: UnsafeBufferPointer<UInt8>, minimumCodeSize: Int, into out: inout [UInt8]) {
        var encoder = GIFLZW(minimumCodeSize: minimumCodeSize)
        encoder.run(indices)
        out.append(UInt8(minimumCodeSize))
        var offset = 0
        let bytes = encoder.bytes
        while offset < bytes.count {
            let n = min(255, bytes.count - offset)
            out.append(UInt8(n))
            out.append(contentsOf: bytes[offset..<offset + n])
            offset += n
        }
        out.append(0)
    }

    private let minimumCodeSize: Int
    private let clearCode: Int
    /// `child[code << 8 | byte]`: the code for string(code)+byte, 0 when absent (0 is never a
    /// multi-byte string's code, since codes below clearCode are single bytes).
    private var child: [UInt16]
    /// Which `child` slots are set, so a reset clears only those instead of all 2 MB.
    private var used: [Int] = []
    private var codeSize: Int
    private var lastCode: Int
    private(set) var bytes: [UInt8] = []
    private var bitBuffer: UInt64 = 0
    private var bitCount = 0

    private init(minimumCodeSize: Int) {
        self.minimumCodeSize = minimumCodeSize
        clearCode = 1 << minimumCodeSize
        child = [UInt16](repeating: 0, count: 4096 << 8)
        codeSize = minimumCodeSize + 1
        lastCode = clearCode + 1
        used.reserveCapacity(4096)
    }

    private mutating func emit(_ code: Int) {
        bitBuffer |= UInt64(code) << UInt64(bitCount)
        bitCount += codeSize
        while bitCount >= 8 {
            bytes.append(UInt8(truncatingIfNeeded: bitBuffer))
            bitBuffer >>= 8
            bitCount -= 8
        }
    }

    private mutating func reset() {
        for slot in used { child[slot] = 0 }
        used.removeAll(keepingCapacity: true)
        codeSize = minimumCodeSize + 1
        lastCode = clearCode + 1
    }

    private mutating func run(_ indices: UnsafeBufferPointer<UInt8>) {
        bytes.reserveCapacity(indices.count / 2)
        emit(clearCode)
        guard var current = indices.first.map(Int.init) else {
            emit(clearCode + 1)
            flush()
            return
        }
        var i = 1
        while i < indices.count {
            let k = Int(indices[i])
            let slot = current << 8 | k
            let next = Int(child[slot])
            if next != 0 {
                current = next
            } else {
                emit(current)
                lastCode += 1
                child[slot] = UInt16(lastCode)
                used.append(slot)
                if lastCode >= 1 << codeSize && codeSize < 12 { codeSize += 1 }
                if lastCode == 4095 {
                    emit(clearCode)
                    reset()
                }
                current = k
            }
            i += 1
        }
        emit(current)
        // The decoder assigns a code after reading this last one (unless it is the first after a
        // clear); the end code must be read at the width that assignment may have grown to.
        if lastCode > clearCode + 1, lastCode + 1 == 1 << codeSize, codeSize < 12 {
            codeSize += 1
        }
        emit(clearCode + 1)
        flush()
    }

    private mutating func flush() {
        if bitCount > 0 { bytes.append(UInt8(truncatingIfNeeded: bitBuffer)) }
        bitBuffer = 0
        bitCount = 0
    }
}
