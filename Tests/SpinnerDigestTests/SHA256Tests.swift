import Testing
import SpinnerDigest

@Suite("SHA-256 against the FIPS 180-4 example vectors")
struct SHA256Tests {
    @Test func emptyMessage() {
        #expect(SHA256.hexHash([]) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    }

    @Test func abc() {
        #expect(SHA256.hexHash(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }

    @Test func twoBlockMessage() {
        let m = Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)
        #expect(m.count * 8 == 448)
        #expect(SHA256.hexHash(m) == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }

    @Test func millionA() {
        #expect(SHA256.hexHash([UInt8](repeating: 0x61, count: 1_000_000))
                == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    /// Feeding the million 'a's in uneven pieces must give the one-shot digest.
    @Test func piecewiseUpdatesMatchOneShot() {
        var h = SHA256()
        var fed = 0
        var piece = 1
        while fed < 1_000_000 {
            let n = min(piece, 1_000_000 - fed)
            h.update([UInt8](repeating: 0x61, count: n))
            fed += n
            piece = piece * 3 % 997 + 1
        }
        #expect(SHA256.hex(h.finalize()) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }
}
