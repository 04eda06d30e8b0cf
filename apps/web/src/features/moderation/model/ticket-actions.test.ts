import { describe, expect, it } from 'vitest';
import { pageRange, ticketActions } from './ticket-actions';

describe('ticketActions', () => {
  it('answers or closes an open ticket', () => {
    expect(ticketActions('open')).toEqual({ canAnswer: true, canClose: true, canReopen: false });
  });
  it('closes or reopens an answered ticket, without answering it twice', () => {
    expect(ticketActions('answered')).toEqual({
      canAnswer: false,
      canClose: true,
      canReopen: true,
    });
  });
  it('only reopens a closed ticket', () => {
    expect(ticketActions('closed')).toEqual({
      canAnswer: false,
      canClose: false,
      canReopen: true,
    });
  });
});

describe('pageRange', () => {
  it('is null while one page holds the whole queue', () => {
    expect(pageRange(0, 20, 7, 7)).toBeNull();
  });
  it('counts from the page’s first ticket', () => {
    expect(pageRange(0, 20, 20, 45)).toEqual({ from: 1, to: 20, total: 45 });
    expect(pageRange(2, 20, 5, 45)).toEqual({ from: 41, to: 45, total: 45 });
  });
  it('says 0 when a later page came back empty (the queue shrank)', () => {
    expect(pageRange(1, 20, 0, 0)).toEqual({ from: 0, to: 0, total: 0 });
  });
});
