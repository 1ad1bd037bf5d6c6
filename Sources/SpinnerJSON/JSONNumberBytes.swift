/// The checks a JSON number's text passes before it is read as a `Double`, on its bytes: they
/// were made on `String`s (`contains(".e")` alone cost thousands of instructions a number, most
/// of parsing a Lottie file full of keyframe values). The bytes are ASCII, each one character.
enum JSONNumberBytes {
    /// Whether `byte` can be part of a number's text: `+-.0123456789eE`.
    @inline(__always)
    static func mayAppear(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."),
             UInt8(ascii: "e"), UInt8(ascii: "E"): true
        default: false
        }
    }

    /// Whether a number's text after its one optional '-' keeps JSON's rules that `Double`'s
    /// reading does not: a digit first, no zero followed by a digit, no '.' last or just before
    /// an exponent.
    static func isValidBody(_ body: ArraySlice<UInt8>) -> Bool {
        func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }
        guard let first = body.first, isDigit(first) else { return false }
        if first == UInt8(ascii: "0") && body.count > 1 && isDigit(body[body.startIndex + 1]) { return false }
        if body.last == UInt8(ascii: ".") { return false }
        var previous: UInt8 = 0
        for b in body {
            if previous == UInt8(ascii: "."), b == UInt8(ascii: "e") || b == UInt8(ascii: "E") { return false }
            previous = b
        }
        return true
    }
}
