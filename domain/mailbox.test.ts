import { describe, expect, it } from 'vitest'
import { mailboxKey } from './mailbox.ts'

describe('mailboxKey', () => {
  it.each([
    ['victim@example.org', 'victim@example.org'],
    ['Victim@Example.ORG', 'victim@example.org'],
    ['victim+0@example.org', 'victim@example.org'],
    ['victim+5+x@example.org', 'victim@example.org'],
    ['victim@example.org.', 'victim@example.org'],
    [' victim@example.org ', 'victim@example.org'],
    ['v.i.c.t.i.m@gmail.com', 'victim@gmail.com'],
    ['Vic.Tim+jobs@googlemail.com.', 'victim@gmail.com'],
    // Dots count elsewhere: first.last and firstlast are two people at most providers.
    ['first.last@example.org', 'first.last@example.org'],
    ['+tag@example.org', '+tag@example.org'],
  ])('%s → %s', (address, mailbox) => {
    expect(mailboxKey(address)).toBe(mailbox)
  })
})
