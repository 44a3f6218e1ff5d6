// Which feeds declare entities (ADR 0044, narrowed by ADR 0080): a declaration refuses the
// feed, the same words in a post's text do not, and no quoting hides one from the check.
import { expect, test } from 'vitest'
import { declaresEntities } from './read-feed'

test('a declaration, or any internal subset, is found', () => {
  for (const xml of [
    '<?xml version="1.0"?><!DOCTYPE r [<!ENTITY a "aaaa">]><rss/>',
    '<!doctype r [ ]><rss/>',
    '<!ENTITY a "b"><rss/>',
    // Quoted values that look like a comment or CDATA opening do not hide what follows.
    '<!DOCTYPE r SYSTEM "<!-- >" [<!ENTITY a "x"> <!-- -->]><rss/>',
    '<!DOCTYPE r SYSTEM "<![CDATA[" [<!ENTITY a "x"> <!-- ]]> -->]><rss/>',
    '<?pi <!-- ?><!DOCTYPE r [<!ENTITY a "x">]><!-- --><rss/>',
    '<rss a="<!--"><!DOCTYPE x [<!ENTITY a "x">]><b a="-->"/></rss>',
  ]) {
    expect(declaresEntities(xml), xml).toBe(true)
  }
})

test('the words in CDATA, a comment or a plain DOCTYPE are not', () => {
  for (const xml of [
    '<rss><channel><item><description><![CDATA[<code><!ENTITY a "b"></code>]]></description></item></channel></rss>',
    '<rss><!-- <!ENTITY in a comment --><channel/></rss>',
    '<!DOCTYPE rss PUBLIC "-//Netscape Communications//DTD RSS 0.91//EN" "http://my.netscape.com/publish/formats/rss-0.91.dtd"><rss/>',
    '<rss><item><title>a &lt;!ENTITY b&gt;</title></item></rss>',
  ]) {
    expect(declaresEntities(xml), xml).toBe(false)
  }
})
